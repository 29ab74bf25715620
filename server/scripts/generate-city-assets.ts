// Generates the static pictures of the city-life and tourism areas (SVG) and the map's
// glyph ranges (SDF protobuf), committed under server/public/{tour,banners,city}/:
//   npx tsx server/scripts/generate-city-assets.ts
// Pictures are drawn from simple shapes (no photos). Glyphs are rendered from the fonts of
// the machine (DejaVu Sans for Latin and Cyrillic, WenQuanYi Zen Hei for CJK).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { encodeGlyphRange, type Glyph } from '../src/modules/map/glyphs.js';
import { FONT_STACK } from '../src/modules/map/styles.js';
import { WEATHER_CONDITIONS } from '../src/modules/map/weather.js';
import { CLASSIFIED_CATEGORIES } from '../src/modules/classified/classified.seed.js';
import { ATTRACTION_TYPES, type AttractionType } from '../src/modules/tour/attractionTypes.js';
import { buildMapFeatures } from '../src/modules/tour/mapGeometry.js';
import { buildPathNetwork } from '../src/modules/tour/pathNetwork.js';
import {
  SEED_ATTRACTIONS,
  SEED_CITIES,
  SEED_PLACES,
  SEED_ROUTES,
  SEED_SITES,
} from '../src/modules/tour/scenicAreaSeed.js';
import { hash01 } from '../src/lib/hash.js';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const FONT = `font-family="'Noto Sans SC','PingFang SC','Microsoft YaHei','WenQuanYi Zen Hei',sans-serif"`;

function write(file: string, content: string | Uint8Array) {
  const full = path.join(publicDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---------------------------------------------------------------------------------------
// Pictograms (drawn in a 24×24 box, white on the type's colour)

const TYPE_COLOURS: Record<AttractionType, [string, string]> = {
  play: ['#e8793a', '#f6b26b'],
  hotel: ['#8e5ab5', '#c39bd3'],
  canteen: ['#d4a017', '#f4d03f'],
  store: ['#d0455f', '#f1948a'],
  facility: ['#2e86c1', '#85c1e9'],
  show: ['#c0392b', '#f5b7b1'],
  toilet: ['#229954', '#82e0aa'],
  gallery: ['#6c5ce7', '#a29bfe'],
  misc: ['#7d6608', '#d4ac0d'],
};

const PICTOGRAMS: Record<AttractionType, string> = {
  // A kite on its string.
  play: '<path d="M12 3 L18 10 L12 17 L6 10 Z" fill="#fff"/><path d="M12 17 q-2 2 0 3 q2 1 0 2" stroke="#fff" stroke-width="1.4" fill="none"/>',
  // A yurt.
  hotel:
    '<path d="M4 19 V13 Q12 4 20 13 V19 Z" fill="#fff"/><rect x="10.5" y="14" width="3" height="5" fill="currentColor"/>',
  // A bowl with steam.
  canteen:
    '<path d="M4 12 H20 Q19 19 12 19 Q5 19 4 12 Z" fill="#fff"/><path d="M9 9 q-1-2 0-4 M12 9 q-1-2 0-4 M15 9 q-1-2 0-4" stroke="#fff" stroke-width="1.4" fill="none" stroke-linecap="round"/>',
  // A shopping bag.
  store:
    '<path d="M5 9 H19 L18 20 H6 Z" fill="#fff"/><path d="M9 9 V7 a3 3 0 0 1 6 0 V9" stroke="#fff" stroke-width="1.6" fill="none"/>',
  // The information sign.
  facility:
    '<circle cx="12" cy="6.5" r="1.8" fill="#fff"/><rect x="10.4" y="10" width="3.2" height="9" rx="1" fill="#fff"/>',
  // A star on a stage.
  show: '<path d="M12 3 l2.3 4.8 5.2 .7 -3.8 3.6 .9 5.2 -4.6-2.5 -4.6 2.5 .9-5.2 -3.8-3.6 5.2-.7 Z" fill="#fff"/><rect x="4" y="19" width="16" height="2" rx="1" fill="#fff"/>',
  // Two people.
  toilet:
    '<circle cx="8" cy="5.5" r="2" fill="#fff"/><circle cx="16" cy="5.5" r="2" fill="#fff"/><rect x="6.3" y="8.5" width="3.4" height="10" rx="1.2" fill="#fff"/><path d="M16 8.5 L19.5 16 H12.5 Z" fill="#fff"/><rect x="14.8" y="15" width="2.4" height="4" fill="#fff"/>',
  // A framed picture.
  gallery:
    '<rect x="4" y="5" width="16" height="14" rx="1.5" fill="#fff"/><path d="M6.5 16.5 L10 11.5 L13 15 L15 13 L17.5 16.5 Z" fill="currentColor"/><circle cx="15.5" cy="8.5" r="1.5" fill="currentColor"/>',
  // A cairn of stones with a prayer flag.
  misc: '<ellipse cx="12" cy="18" rx="7" ry="2.5" fill="#fff"/><ellipse cx="12" cy="14" rx="5" ry="2.2" fill="#fff"/><ellipse cx="12" cy="10.5" rx="3.2" ry="1.8" fill="#fff"/><path d="M12 9 V3 L17 4.5 L12 6" stroke="#fff" stroke-width="1.2" fill="#fff"/>',
};

function markerIcon(type: AttractionType) {
  const [dark, light] = TYPE_COLOURS[type];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="60" viewBox="0 0 48 60">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <ellipse cx="24" cy="56" rx="9" ry="3" fill="#000" opacity=".2"/>
  <path d="M24 57 C20 49 4 38 4 22 A20 20 0 0 1 44 22 C44 38 28 49 24 57 Z" fill="url(#g)" stroke="#fff" stroke-width="2.5"/>
  <g transform="translate(12 10)" color="${dark}">${PICTOGRAMS[type]}</g>
</svg>
`;
}

// ---------------------------------------------------------------------------------------
// Scenes

interface Scene {
  sky: [string, string];
  ground: string;
  hills: string;
  sun?: boolean;
  night?: boolean;
}

const SCENES: Record<string, Scene> = {
  grassland: { sky: ['#8fd3fe', '#e0f4ff'], ground: '#8cc152', hills: '#6ea843', sun: true },
  lake: { sky: ['#a7d8f5', '#eef8ff'], ground: '#7fb86a', hills: '#5e9c55', sun: true },
  desert: { sky: ['#ffd59e', '#fff2d8'], ground: '#f0c36d', hills: '#e0a84e', sun: true },
  evening: { sky: ['#f6a96b', '#ffe3c4'], ground: '#7aa35a', hills: '#5d8747', sun: true },
  night: { sky: ['#1b2a4a', '#3d5a80'], ground: '#2f4a3a', hills: '#22382c', night: true },
  city: { sky: ['#b6e0fe', '#f1f9ff'], ground: '#b7c9a8', hills: '#93a985', sun: true },
};

function sceneSvg(
  width: number,
  height: number,
  scene: Scene,
  seed: number,
  foreground: string,
  caption?: string,
  /** The caption band only: the app writes the caption over it, in the visitor's language. */
  bandOnly = false,
) {
  const hill = (y: number, amplitude: number, colour: string, phase: number) => {
    let d = `M0 ${height} L0 ${y}`;
    for (let x = 0; x <= width; x += width / 8) {
      d += ` Q${x + width / 16} ${y - amplitude * (0.5 + hash01(seed, x, phase))} ${x + width / 8} ${y}`;
    }
    return `<path d="${d} L${width} ${height} Z" fill="${colour}"/>`;
  };
  const stars = scene.night
    ? Array.from({ length: 40 }, (_, i) => {
        const x = hash01(seed, i, 1) * width;
        const y = hash01(seed, i, 2) * height * 0.5;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(0.6 + hash01(seed, i, 3)).toFixed(2)}" fill="#fff" opacity="${(0.5 + hash01(seed, i, 4) / 2).toFixed(2)}"/>`;
      }).join('')
    : '';
  const clouds = scene.night
    ? ''
    : Array.from({ length: 3 }, (_, i) => {
        const x = hash01(seed, i, 5) * width;
        const y = height * (0.1 + hash01(seed, i, 6) * 0.2);
        const s = width / 400;
        return `<g fill="#fff" opacity=".85" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(2)})"><ellipse cx="0" cy="0" rx="30" ry="12"/><ellipse cx="18" cy="-8" rx="18" ry="12"/><ellipse cx="-16" cy="-4" rx="14" ry="9"/></g>`;
      }).join('');
  const sun = scene.sun
    ? `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.09}" fill="#fff3b0"/><circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.14}" fill="#fff3b0" opacity=".35"/>`
    : `<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.07}" fill="#f5f3ce"/>`;
  const band = `<rect x="0" y="${height - height * 0.2}" width="${width}" height="${height * 0.2}" fill="#000" opacity=".35"/>`;
  const label = bandOnly
    ? band
    : caption
      ? `${band}<text x="${width / 2}" y="${height - height * 0.065}" text-anchor="middle" font-size="${Math.round(height * 0.095)}" font-weight="700" fill="#fff" ${FONT}>${escape(caption)}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>${stars}${sun}${clouds}
  ${hill(height * 0.62, height * 0.12, scene.hills, 1)}
  ${hill(height * 0.72, height * 0.08, scene.ground, 2)}
  ${foreground}
  ${label}
</svg>
`;
}

/** Foreground figures of each picture subject. */
function yurt(x: number, y: number, s: number) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40 0 V-26 Q0 -62 40 -26 V0 Z" fill="#fdfefe" stroke="#b03a2e" stroke-width="3"/><path d="M-40 -26 H40" stroke="#b03a2e" stroke-width="5"/><path d="M-10 0 V-20 H10 V0 Z" fill="#b03a2e"/><path d="M-30 -34 Q0 -58 30 -34" stroke="#2874a6" stroke-width="3" fill="none"/></g>`;
}
function horse(x: number, y: number, s: number, colour = '#7b4a2a') {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${colour}"><ellipse cx="0" cy="-30" rx="26" ry="12"/><path d="M18 -36 L34 -62 L42 -58 L30 -30 Z"/><path d="M34 -62 l10 4 -2 6 -10 -3 Z"/><rect x="-20" y="-22" width="5" height="22"/><rect x="-10" y="-22" width="5" height="22"/><rect x="8" y="-22" width="5" height="22"/><rect x="16" y="-22" width="5" height="22"/><path d="M-26 -34 q-14 6 -12 22" stroke="${colour}" stroke-width="5" fill="none"/></g>`;
}
function camel(x: number, y: number, s: number) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="#a0522d"><ellipse cx="0" cy="-32" rx="28" ry="12"/><ellipse cx="-8" cy="-44" rx="9" ry="9"/><ellipse cx="10" cy="-44" rx="9" ry="9"/><path d="M24 -36 L36 -58 L46 -56 L34 -30 Z"/><rect x="-20" y="-24" width="5" height="24"/><rect x="-10" y="-24" width="5" height="24"/><rect x="10" y="-24" width="5" height="24"/><rect x="18" y="-24" width="5" height="24"/></g>`;
}
function tree(x: number, y: number, s: number) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-4" y="-26" width="8" height="26" fill="#7e5109"/><circle cx="0" cy="-38" r="20" fill="#4f8a3c"/><circle cx="-8" cy="-44" r="9" fill="#74b355"/></g>`;
}
function building(x: number, y: number, s: number, roof: string) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-46" y="-50" width="92" height="50" fill="#fbeee6"/><path d="M-56 -50 L0 -82 L56 -50 Z" fill="${roof}"/><rect x="-10" y="-30" width="20" height="30" fill="#935116"/><rect x="-36" y="-40" width="16" height="14" fill="#aed6f1"/><rect x="20" y="-40" width="16" height="14" fill="#aed6f1"/></g>`;
}
function lake(width: number, height: number) {
  return `<ellipse cx="${width * 0.45}" cy="${height * 0.8}" rx="${width * 0.4}" ry="${height * 0.1}" fill="#5dade2"/><path d="M${width * 0.2} ${height * 0.79} q20 -6 40 0 M${width * 0.5} ${height * 0.82} q20 -6 40 0" stroke="#fff" stroke-width="2" fill="none" opacity=".7"/>`;
}
function dunes(width: number, height: number) {
  return `<path d="M0 ${height * 0.78} Q${width * 0.25} ${height * 0.6} ${width * 0.5} ${height * 0.78} T${width} ${height * 0.74} V${height} H0 Z" fill="#e9b35f"/><path d="M0 ${height * 0.9} Q${width * 0.3} ${height * 0.76} ${width * 0.6} ${height * 0.9} T${width} ${height * 0.86} V${height} H0 Z" fill="#f5cd85"/>`;
}
function badge(type: AttractionType, x: number, y: number, size: number) {
  const [dark] = TYPE_COLOURS[type];
  return `<g transform="translate(${x} ${y})"><circle r="${size / 2}" fill="${dark}" stroke="#fff" stroke-width="3"/><g transform="translate(${-size * 0.3} ${-size * 0.3}) scale(${(size * 0.6) / 24})" color="${dark}">${PICTOGRAMS[type]}</g></g>`;
}

function balloon(x: number, y: number, s: number) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -120 a40 44 0 0 1 40 44 c0 22 -24 36 -30 50 h-20 c-6 -14 -30 -28 -30 -50 a40 44 0 0 1 40 -44 Z" fill="#e74c3c"/><path d="M0 -120 c-16 10 -16 84 -10 94 M0 -120 c16 10 16 84 10 94" stroke="#f4d03f" stroke-width="6" fill="none"/><rect x="-9" y="-18" width="18" height="14" fill="#935116"/><path d="M-10 -26 L-8 -18 M10 -26 L8 -18" stroke="#5d4037" stroke-width="2"/></g>`;
}
function train(x: number, y: number, s: number) {
  const car = (dx: number, colour: string) =>
    `<rect x="${dx}" y="-34" width="50" height="28" rx="6" fill="${colour}"/><rect x="${dx + 8}" y="-28" width="14" height="10" fill="#d6eaf8"/><rect x="${dx + 28}" y="-28" width="14" height="10" fill="#d6eaf8"/><circle cx="${dx + 12}" cy="-4" r="6" fill="#2c3e50"/><circle cx="${dx + 38}" cy="-4" r="6" fill="#2c3e50"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${car(-90, '#c0392b')}${car(-35, '#f39c12')}${car(20, '#27ae60')}<path d="M-120 2 H110" stroke="#7e5109" stroke-width="4"/></g>`;
}
function target(x: number, y: number, s: number) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-20 0 L0 -30 L20 0" stroke="#7e5109" stroke-width="5" fill="none"/><circle cy="-60" r="36" fill="#fff"/><circle cy="-60" r="27" fill="#e74c3c"/><circle cy="-60" r="18" fill="#fff"/><circle cy="-60" r="9" fill="#e74c3c"/><path d="M-70 -100 L-8 -62" stroke="#5d4037" stroke-width="3"/></g>`;
}
function sheep(x: number, y: number, s: number) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cy="-20" rx="22" ry="14" fill="#fdfefe"/><circle cx="-10" cy="-30" r="9" fill="#fdfefe"/><circle cx="8" cy="-31" r="9" fill="#fdfefe"/><ellipse cx="24" cy="-26" rx="8" ry="6" fill="#2c3e50"/><rect x="-14" y="-10" width="4" height="12" fill="#2c3e50"/><rect x="10" y="-10" width="4" height="12" fill="#2c3e50"/></g>`;
}
function reeds(width: number, ground: number) {
  return Array.from({ length: 28 }, (_, i) => {
    const x = 20 + (i * (width - 40)) / 27;
    const h = 50 + hash01(i, 77) * 40;
    return `<path d="M${x} ${ground + 10} q${(hash01(i, 78) - 0.5) * 16} ${-h / 2} ${(hash01(i, 79) - 0.5) * 10} ${-h}" stroke="#6e8b3d" stroke-width="3" fill="none"/><ellipse cx="${x + (hash01(i, 79) - 0.5) * 10}" cy="${ground + 10 - h}" rx="3" ry="9" fill="#a0522d"/>`;
  }).join('');
}

/** What an attraction's picture shows, from its type and name. */
type Subject =
  | 'horses'
  | 'camel'
  | 'desert'
  | 'lake'
  | 'balloon'
  | 'train'
  | 'archery'
  | 'farm'
  | 'reeds'
  | 'night';
function subjectOf(type: AttractionType, name: string): Subject | undefined {
  if (/骆驼/.test(name)) return 'camel';
  if (/沙|越野/.test(name)) return 'desert';
  if (/湖|湿地|白鹭/.test(name)) return 'lake';
  if (/热气球/.test(name)) return 'balloon';
  if (/火车/.test(name)) return 'train';
  if (/射箭/.test(name)) return 'archery';
  if (/牧场/.test(name)) return 'farm';
  if (/芦苇/.test(name)) return 'reeds';
  if (/星空/.test(name)) return 'night';
  return type === 'play' ? 'horses' : undefined;
}

/** The picture of an attraction of `type` named `name`. */
function attractionForeground(type: AttractionType, name: string, w: number, h: number) {
  const ground = h * 0.8;
  switch (subjectOf(type, name)) {
    case 'camel':
      return `${dunes(w, h)}${camel(w * 0.4, h * 0.86, 1.4)}${camel(w * 0.66, h * 0.88, 1.1)}`;
    case 'desert':
      return type === 'hotel'
        ? `${dunes(w, h)}<path d="M${w * 0.35} ${h * 0.86} l60 -70 l60 70 Z" fill="#e67e22"/><path d="M${w * 0.55} ${h * 0.88} l45 -55 l45 55 Z" fill="#16a085"/>`
        : `${dunes(w, h)}<g transform="translate(${w * 0.45} ${h * 0.84})"><rect x="-50" y="-34" width="100" height="26" rx="8" fill="#f39c12"/><path d="M-30 -34 L-16 -56 H22 L34 -34" fill="none" stroke="#2c3e50" stroke-width="5"/><circle cx="-32" cy="-6" r="14" fill="#2c3e50"/><circle cx="32" cy="-6" r="14" fill="#2c3e50"/></g>`;
    case 'lake':
      return `${lake(w, h)}${tree(w * 0.85, ground - 10, 1.1)}${type === 'play' ? `<path d="M${w * 0.38} ${h * 0.8} q40 14 80 0 Z" fill="#e74c3c"/><path d="M${w * 0.42} ${h * 0.76} l50 -4" stroke="#5d4037" stroke-width="3"/>` : type === 'hotel' ? building(w * 0.3, ground - 14, 1, '#2e86c1') : ''}`;
    case 'balloon':
      return `${balloon(w * 0.5, ground - 40, 1.5)}${tree(w * 0.15, ground, 1)}${tree(w * 0.86, ground, 0.9)}`;
    case 'train':
      return train(w * 0.5, ground, 1.5);
    case 'archery':
      return `${target(w * 0.6, ground, 1.5)}${tree(w * 0.15, ground, 1)}`;
    case 'farm':
      return `${sheep(w * 0.35, ground, 1.6)}${sheep(w * 0.6, ground + 6, 1.3)}<path d="M${w * 0.05} ${ground - 30} H${w * 0.95} M${w * 0.05} ${ground - 12} H${w * 0.95}" stroke="#a0522d" stroke-width="4"/>`;
    case 'reeds':
      return `${lake(w, h)}${reeds(w, ground)}`;
    case 'night':
      return `${yurt(w * 0.4, ground, 1.2)}<path d="M${w * 0.58} ${ground} l50 -60 l50 60 Z" fill="#e67e22"/>`;
    case 'horses':
      return `${horse(w * 0.35, ground, 1.5)}${horse(w * 0.62, ground + 6, 1.2, '#4a2f1b')}${tree(w * 0.88, ground, 1)}`;
  }
  switch (type) {
    case 'hotel':
      return `${yurt(w * 0.3, ground, 1.3)}${yurt(w * 0.62, ground + 4, 1)}${tree(w * 0.88, ground, 0.9)}`;
    case 'canteen':
      return `${building(w * 0.45, ground, 1.3, '#d35400')}<g transform="translate(${w * 0.78} ${ground - 20})"><ellipse rx="30" ry="10" fill="#fff"/><path d="M-30 0 Q0 30 30 0 Z" fill="#f0b27a"/></g>`;
    case 'store':
      return `${building(w * 0.45, ground, 1.3, '#c0392b')}<g transform="translate(${w * 0.8} ${ground - 30})"><path d="M-22 -10 H22 L18 30 H-18 Z" fill="#f1948a"/><path d="M-8 -10 v-8 a8 8 0 0 1 16 0 v8" stroke="#922b21" stroke-width="3" fill="none"/></g>`;
    case 'facility':
      return `${building(w * 0.4, ground, 1.4, '#2e86c1')}${tree(w * 0.8, ground, 1.1)}`;
    case 'show':
      return `<g transform="translate(${w / 2} ${ground})"><ellipse cx="0" cy="-6" rx="${w * 0.36}" ry="22" fill="#f6e6b4" stroke="#c79a4a" stroke-width="4"/></g>${horse(w * 0.45, ground - 8, 1.3)}<path d="M${w * 0.1} ${h * 0.15} L${w * 0.35} ${ground - 10} L${w * 0.2} ${ground - 10} Z" fill="#fff8c4" opacity=".5"/><path d="M${w * 0.9} ${h * 0.15} L${w * 0.65} ${ground - 10} L${w * 0.8} ${ground - 10} Z" fill="#fff8c4" opacity=".5"/>`;
    case 'toilet':
      return `${building(w * 0.45, ground, 1, '#229954')}${tree(w * 0.78, ground, 0.9)}${tree(w * 0.15, ground, 0.8)}`;
    case 'gallery':
      return `${building(w * 0.5, ground, 1.5, '#6c5ce7')}<rect x="${w * 0.5 - 12}" y="${ground - 112}" width="24" height="12" fill="#fff" opacity=".8"/>`;
    default:
      return `${tree(w * 0.2, ground, 1.2)}<g transform="translate(${w / 2} ${ground})"><ellipse cx="0" cy="-8" rx="46" ry="14" fill="#a6acaf"/><ellipse cx="0" cy="-26" rx="32" ry="12" fill="#bfc9ca"/><ellipse cx="0" cy="-42" rx="20" ry="9" fill="#d5dbdb"/><path d="M0 -50 V-110" stroke="#7e5109" stroke-width="4"/><path d="M0 -110 L60 -80 M0 -100 L-55 -74" stroke="#e74c3c" stroke-width="2"/><path d="M4 -106 l10 5 M14 -100 l10 5 M24 -95 l10 5" stroke="#2e86c1" stroke-width="6"/></g>`;
  }
}

function sceneFor(type: AttractionType, name: string): Scene {
  const subject = subjectOf(type, name);
  if (subject === 'camel' || subject === 'desert') return SCENES.desert!;
  if (subject === 'lake' || subject === 'reeds') return SCENES.lake!;
  if (subject === 'night') return SCENES.night!;
  if (type === 'show') return SCENES.evening!;
  return SCENES.grassland!;
}

// ---------------------------------------------------------------------------------------
// Weather icons (64×64)

function weatherIcon(condition: (typeof WEATHER_CONDITIONS)[number]) {
  const sun = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#f5b041"/>${Array.from({ length: 8 }, (_, i) => `<path d="M0 ${-r - 4} V${-r - 9}" stroke="#f5b041" stroke-width="3" stroke-linecap="round" transform="rotate(${i * 45})"/>`).join('')}</g>`;
  const cloud = (x: number, y: number, s: number, colour: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${colour}"><ellipse cx="0" cy="0" rx="20" ry="11"/><circle cx="-8" cy="-6" r="9"/><circle cx="6" cy="-9" r="11"/></g>`;
  const drops = (colour: string) =>
    [20, 32, 44]
      .map(
        (x) =>
          `<path d="M${x} 46 l-3 8" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`,
      )
      .join('');
  const flakes = [20, 32, 44]
    .map((x) => `<text x="${x}" y="58" font-size="12" text-anchor="middle" fill="#5dade2">✻</text>`)
    .join('');
  const lines = (colour: string) =>
    [24, 34, 44]
      .map(
        (y, i) =>
          `<path d="M${10 + i * 4} ${y} H${54 - i * 4}" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`,
      )
      .join('');
  const body: Record<string, string> = {
    clear: sun(32, 32, 12),
    partlyCloudy: `${sun(24, 24, 9)}${cloud(36, 40, 1, '#ecf0f1')}`,
    cloudy: `${cloud(26, 28, 0.8, '#d5dbdb')}${cloud(36, 40, 1, '#ecf0f1')}`,
    overcast: `${cloud(26, 28, 0.9, '#95a5a6')}${cloud(36, 40, 1.1, '#aab7b8')}`,
    rain: `${cloud(32, 28, 1.1, '#aab7b8')}${drops('#3498db')}`,
    thunderstorm: `${cloud(32, 26, 1.1, '#7f8c8d')}<path d="M34 36 L26 48 H33 L28 60 L42 44 H35 L40 36 Z" fill="#f4d03f"/>`,
    snow: `${cloud(32, 28, 1.1, '#d6eaf8')}${flakes}`,
    sleet: `${cloud(32, 28, 1.1, '#aab7b8')}<path d="M22 46 l-3 8" stroke="#3498db" stroke-width="3" stroke-linecap="round"/><text x="34" y="58" font-size="12" text-anchor="middle" fill="#5dade2">✻</text><path d="M46 46 l-3 8" stroke="#3498db" stroke-width="3" stroke-linecap="round"/>`,
    fog: `${cloud(32, 22, 0.9, '#d5dbdb')}${lines('#aab7b8')}`,
    haze: `${sun(32, 24, 9)}${lines('#d4ac0d')}`,
    dust: `<path d="M10 22 q22 -10 44 0 M8 34 q24 -10 48 0 M12 46 q20 -10 40 0" stroke="#ca6f1e" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="46" cy="52" r="2" fill="#ca6f1e"/><circle cx="20" cy="54" r="2" fill="#ca6f1e"/>`,
    windy: `<path d="M8 24 H40 a6 6 0 1 0 -6 -6 M8 34 H50 a6 6 0 1 1 -6 6 M8 44 H30" stroke="#5d6d7e" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body[condition]}</svg>\n`;
}

// ---------------------------------------------------------------------------------------
// Small round icons with a pictogram (menus, classified categories)

const ICON_SHAPES: Record<string, string> = {
  grocery:
    '<path d="M5 9 H19 L17 19 H7 Z" fill="#fff"/><path d="M9 9 L11 4 M15 9 L13 4" stroke="#fff" stroke-width="1.6"/>',
  member:
    '<circle cx="12" cy="8" r="4" fill="#fff"/><path d="M4 20 a8 7 0 0 1 16 0 Z" fill="#fff"/>',
  tour: PICTOGRAMS.misc,
  classified:
    '<rect x="5" y="4" width="14" height="16" rx="2" fill="#fff"/><path d="M8 9 H16 M8 12.5 H16 M8 16 H13" stroke="currentColor" stroke-width="1.6"/>',
  event:
    '<rect x="4" y="6" width="16" height="14" rx="2" fill="#fff"/><path d="M8 3 V8 M16 3 V8" stroke="#fff" stroke-width="2"/><path d="M4 10 H20" stroke="currentColor" stroke-width="1.5"/>',
  poll: '<rect x="5" y="12" width="3.5" height="8" fill="#fff"/><rect x="10.25" y="6" width="3.5" height="14" fill="#fff"/><rect x="15.5" y="9" width="3.5" height="11" fill="#fff"/>',
  pricelist:
    '<path d="M4 12 L12 4 H20 V12 L12 20 Z" fill="#fff"/><circle cx="16" cy="8" r="1.8" fill="currentColor"/>',
  feedback: '<path d="M4 5 H20 V16 H11 L7 20 V16 H4 Z" fill="#fff"/>',
  secondhand:
    '<path d="M12 4 a8 8 0 1 1 -7.4 5" stroke="#fff" stroke-width="2.2" fill="none"/><path d="M3 5 L5 10 L9.5 7.5" fill="#fff"/>',
  housing:
    '<path d="M3 12 L12 4 L21 12 H18 V20 H6 V12 Z" fill="#fff"/><rect x="10" y="14" width="4" height="6" fill="currentColor"/>',
  jobs: '<rect x="3" y="8" width="18" height="12" rx="2" fill="#fff"/><path d="M9 8 V6 H15 V8" stroke="#fff" stroke-width="2" fill="none"/>',
  services:
    '<path d="M14.5 4 a5 5 0 0 0 -4.6 6.9 L4 16.8 L7.2 20 L13.1 14.1 A5 5 0 0 0 20 9.5 L17 12 L14 9 L16.5 6 Z" fill="#fff"/>',
  pets: '<ellipse cx="12" cy="15" rx="5" ry="4" fill="#fff"/><circle cx="6.5" cy="10" r="2" fill="#fff"/><circle cx="10" cy="7" r="2" fill="#fff"/><circle cx="14" cy="7" r="2" fill="#fff"/><circle cx="17.5" cy="10" r="2" fill="#fff"/>',
  carpool:
    '<path d="M4 14 L6 8 H18 L20 14 V18 H4 Z" fill="#fff"/><circle cx="8" cy="18" r="2" fill="currentColor"/><circle cx="16" cy="18" r="2" fill="currentColor"/>',
};
const ICON_COLOURS = [
  '#27ae60',
  '#e67e22',
  '#2e86c1',
  '#8e44ad',
  '#c0392b',
  '#16a085',
  '#d4ac0d',
  '#5d6d7e',
];

function roundIcon(key: string, index: number) {
  const colour = ICON_COLOURS[index % ICON_COLOURS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${colour}"/><circle cx="32" cy="32" r="30" fill="#fff" opacity=".12"/><g transform="translate(14 14) scale(1.5)" color="${colour}">${ICON_SHAPES[key]}</g></svg>\n`;
}

// ---------------------------------------------------------------------------------------
// Glyphs

const SIZE = 24;
const BUFFER = 3;
const RADIUS = 8;
const CUTOFF = 0.25;
const INF = 1e20;

/** One-dimensional squared Euclidean distance transform (lower envelope of parabolas). */
function transform1d(f: Float64Array, d: Float64Array, v: Int32Array, z: Float64Array, n: number) {
  v[0] = 0;
  z[0] = -INF;
  z[1] = INF;
  let k = 0;
  for (let q = 1; q < n; q += 1) {
    let s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    while (s <= z[k]!) {
      k -= 1;
      s = (f[q]! + q * q - (f[v[k]!]! + v[k]! * v[k]!)) / (2 * q - 2 * v[k]!);
    }
    k += 1;
    v[k] = q;
    z[k] = s;
    z[k + 1] = INF;
  }
  k = 0;
  for (let q = 0; q < n; q += 1) {
    while (z[k + 1]! < q) k += 1;
    d[q] = (q - v[k]!) ** 2 + f[v[k]!]!;
  }
}

/** Two-dimensional squared distance transform, in place. */
function transform2d(grid: Float64Array, width: number, height: number) {
  const n = Math.max(width, height);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) f[y] = grid[y * width + x]!;
    transform1d(f, d, v, z, height);
    for (let y = 0; y < height; y += 1) grid[y * width + x] = d[y]!;
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) f[x] = grid[y * width + x]!;
    transform1d(f, d, v, z, width);
    for (let x = 0; x < width; x += 1) grid[y * width + x] = d[x]!;
  }
}

const canvas = createCanvas(64, 64);
const context = canvas.getContext('2d');

function sdfGlyph(code: number, family: string): Glyph {
  const char = String.fromCodePoint(code);
  context.font = `${SIZE}px "${family}"`;
  context.textBaseline = 'alphabetic';
  const m = context.measureText(char);
  const advance = Math.round(m.width);
  const ascent = Math.ceil(m.actualBoundingBoxAscent);
  const glyphWidth = Math.max(
    0,
    Math.min(40, Math.ceil(m.actualBoundingBoxRight + m.actualBoundingBoxLeft)),
  );
  const glyphHeight = Math.max(0, Math.min(40, ascent + Math.ceil(m.actualBoundingBoxDescent)));
  const left = Math.round(-m.actualBoundingBoxLeft);
  // top is measured as MapLibre's own locally drawn glyphs are (ascent minus 27).
  const top = ascent - 27;
  if (glyphWidth === 0 || glyphHeight === 0) {
    return { id: code, bitmap: new Uint8Array(0), width: 0, height: 0, left: 0, top, advance };
  }
  const width = glyphWidth + 2 * BUFFER;
  const height = glyphHeight + 2 * BUFFER;
  context.clearRect(0, 0, 64, 64);
  context.fillStyle = '#000';
  context.fillText(char, BUFFER + m.actualBoundingBoxLeft, BUFFER + ascent);
  const alpha = context.getImageData(0, 0, width, height).data;
  const outer = new Float64Array(width * height).fill(INF);
  const inner = new Float64Array(width * height).fill(0);
  for (let i = 0; i < width * height; i += 1) {
    const a = alpha[i * 4 + 3]! / 255;
    if (a === 0) continue;
    if (a === 1) {
      outer[i] = 0;
      inner[i] = INF;
    } else {
      const d = 0.5 - a;
      outer[i] = d > 0 ? d * d : 0;
      inner[i] = d < 0 ? d * d : 0;
    }
  }
  transform2d(outer, width, height);
  transform2d(inner, width, height);
  const bitmap = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    const distance = Math.sqrt(outer[i]!) - Math.sqrt(inner[i]!);
    bitmap[i] = Math.max(0, Math.min(255, Math.round(255 - 255 * (distance / RADIUS + CUTOFF))));
  }
  return { id: code, bitmap, width: glyphWidth, height: glyphHeight, left, top, advance };
}

function generateGlyphs() {
  GlobalFonts.registerFromPath('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', 'DejaVu Sans');
  GlobalFonts.registerFromPath('/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', 'WenQuanYi Zen Hei');
  const codes = new Set<number>();
  const add = (from: number, to: number) => {
    for (let code = from; code <= to; code += 1) codes.add(code);
  };
  add(0x20, 0x7e);
  add(0xa0, 0xff);
  add(0x400, 0x4ff);
  add(0x2010, 0x2027);
  add(0x3000, 0x3011);
  add(0xff01, 0xff5e);
  // Every character of the base map's labels.
  for (const feature of buildMapFeatures(buildPathNetwork(SEED_ATTRACTIONS))) {
    for (const char of feature.name ?? '') codes.add(char.codePointAt(0)!);
  }
  const dir = path.join('tour', 'glyphs', FONT_STACK);
  rmSync(path.join(publicDir, dir), { recursive: true, force: true });
  const ranges = new Map<number, Glyph[]>();
  for (const code of [...codes].sort((a, b) => a - b)) {
    const cjk = code >= 0x2e80;
    const glyph = sdfGlyph(code, cjk ? 'WenQuanYi Zen Hei' : 'DejaVu Sans');
    const start = Math.floor(code / 256) * 256;
    ranges.set(start, [...(ranges.get(start) ?? []), glyph]);
  }
  for (const [start, glyphs] of ranges) {
    const range = `${start}-${start + 255}`;
    write(path.join(dir, `${range}.pbf`), encodeGlyphRange(FONT_STACK, range, glyphs));
  }
  return { glyphs: codes.size, ranges: ranges.size };
}

// ---------------------------------------------------------------------------------------

function main() {
  let files = 0;
  const out = (file: string, content: string) => {
    write(file, content);
    files += 1;
  };

  for (const type of ATTRACTION_TYPES) {
    out(`tour/icons/${type}.svg`, markerIcon(type));
    out(
      `tour/types/${type}.svg`,
      sceneSvg(
        640,
        400,
        sceneFor(type, ''),
        7,
        `${attractionForeground(type, '', 640, 400)}${badge(type, 560, 70, 72)}`,
      ),
    );
  }
  for (const attraction of SEED_ATTRACTIONS) {
    const { id, type, name } = attraction;
    out(
      `tour/attraction-${id}.svg`,
      sceneSvg(
        640,
        400,
        sceneFor(type, name),
        id,
        `${attractionForeground(type, name, 640, 400)}${badge(type, 70, 70, 72)}`,
        name,
      ),
    );
  }
  for (const city of SEED_CITIES) {
    const scene = city.id === 1 ? SCENES.grassland! : SCENES.city!;
    const skyline =
      city.id === 1
        ? `${horse(200, 330, 1.6)}${yurt(460, 330, 1.4)}`
        : Array.from(
            { length: 7 },
            (_, i) =>
              `<rect x="${60 + i * 80}" y="${220 - hash01(i, 9) * 90}" width="60" height="${110 + hash01(i, 9) * 90}" fill="#85929e"/>`,
          ).join('');
    out(`tour/city-${city.id}.svg`, sceneSvg(750, 400, scene, city.id * 11, skyline, city.name));
  }
  const siteScenes = ['grassland', 'evening', 'city', 'city', 'city'];
  for (const site of SEED_SITES) {
    const scene = SCENES[siteScenes[site.id - 1]!]!;
    const foreground =
      site.id === 1
        ? `${lake(750, 400)}${yurt(560, 330, 1.2)}${horse(200, 340, 1.3)}`
        : site.id === 2
          ? `${yurt(375, 330, 2.2)}${yurt(220, 340, 1.3)}${yurt(530, 340, 1.3)}`
          : building(375, 340, 2, site.id === 4 ? '#b9770e' : '#2e86c1');
    out(`tour/site-${site.id}.svg`, sceneSvg(750, 400, scene, site.id * 13, foreground, site.name));
    out(
      `tour/site-${site.id}-b.svg`,
      sceneSvg(
        750,
        400,
        SCENES.night!,
        site.id * 17,
        site.id === 1 ? `${yurt(375, 340, 1.8)}` : building(375, 340, 1.8, '#5d6d7e'),
      ),
    );
  }
  const placeTypes: Record<number, AttractionType> = {
    1: 'facility',
    2: 'misc',
    3: 'play',
    4: 'show',
    5: 'misc',
    6: 'play',
    7: 'hotel',
    8: 'gallery',
    9: 'misc',
    10: 'misc',
  };
  for (const place of SEED_PLACES) {
    const type = placeTypes[place.id] ?? 'gallery';
    const name = place.id === 2 ? '观景台' : place.name;
    out(
      `tour/place-${place.id}.svg`,
      sceneSvg(
        640,
        360,
        place.siteId === 1 ? sceneFor(type, name) : SCENES.city!,
        place.id * 19,
        attractionForeground(type, name, 640, 360),
        place.name,
      ),
    );
  }
  for (const route of SEED_ROUTES) {
    const path2 = `<path d="M60 330 C200 250 300 360 420 280 S600 200 700 240" stroke="#fff" stroke-width="8" fill="none" stroke-dasharray="18 12" stroke-linecap="round"/>${route.stops.map((_, i) => `<circle cx="${60 + (i * 640) / Math.max(1, route.stops.length - 1)}" cy="${330 - i * 22}" r="14" fill="#e74c3c" stroke="#fff" stroke-width="4"/>`).join('')}`;
    out(
      `tour/route-${route.id}.svg`,
      sceneSvg(
        750,
        400,
        route.walk ? SCENES.grassland! : SCENES.city!,
        route.id * 23,
        path2,
        route.name,
      ),
    );
  }

  // Banners.
  const banners: [string, Scene, string, string][] = [
    [
      'slider-1',
      SCENES.grassland!,
      '新鲜蔬菜每日达',
      `<g transform="translate(180 300)"><ellipse rx="110" ry="30" fill="#a04000"/><circle cx="-50" cy="-30" r="34" fill="#e74c3c"/><circle cx="20" cy="-36" r="30" fill="#27ae60"/><circle cx="70" cy="-24" r="26" fill="#f39c12"/></g>`,
    ],
    ['slider-2', SCENES.evening!, '草原文化景区', `${yurt(520, 330, 1.5)}${horse(220, 340, 1.6)}`],
    [
      'slider-3',
      SCENES.lake!,
      '景区地图导览',
      `${lake(750, 400)}<g transform="translate(560 230)"><path d="M0 60 C-10 40 -40 20 -40 0 A40 40 0 0 1 40 0 C40 20 10 40 0 60 Z" fill="#e74c3c" stroke="#fff" stroke-width="5"/><circle r="14" fill="#fff"/></g>`,
    ],
    [
      'sale-1',
      SCENES.city!,
      '本周特价',
      `<g transform="translate(375 280)"><circle r="80" fill="#e74c3c"/><text y="22" text-anchor="middle" font-size="64" font-weight="700" fill="#fff" ${FONT}>%</text></g>`,
    ],
    [
      'sale-2',
      SCENES.night!,
      '会员专享',
      `<g transform="translate(375 270)"><rect x="-130" y="-70" width="260" height="150" rx="16" fill="#d4ac0d"/><text y="22" text-anchor="middle" font-size="48" font-weight="700" fill="#fff" ${FONT}>VIP</text></g>`,
    ],
    ['sale-3', SCENES.grassland!, '半日经典游', `${horse(250, 340, 1.5)}${tree(520, 340, 1.6)}`],
    [
      'about',
      SCENES.grassland!,
      '草原与城市',
      `${yurt(220, 330, 1.2)}${Array.from({ length: 4 }, (_, i) => `<rect x="${430 + i * 70}" y="${200 - hash01(i, 3) * 60}" width="55" height="${140 + hash01(i, 3) * 60}" fill="#85929e"/>`).join('')}`,
    ],
    ['share-home', SCENES.city!, 'City Life 城市生活', building(375, 330, 1.8, '#27ae60')],
    ['share-tour', SCENES.grassland!, '景区导览', `${yurt(375, 330, 1.8)}`],
    ['share-event', SCENES.evening!, '社区活动', `${tree(250, 340, 1.5)}${tree(500, 340, 1.3)}`],
    [
      'share-poll',
      SCENES.city!,
      '投票评选',
      `<g transform="translate(300 330)">${[0, 1, 2].map((i) => `<rect x="${i * 60}" y="${-60 - i * 40}" width="44" height="${60 + i * 40}" fill="#8e44ad"/>`).join('')}</g>`,
    ],
    ['share-classified', SCENES.city!, '分类信息', building(375, 330, 1.6, '#e67e22')],
    [
      'share-grocery',
      SCENES.grassland!,
      '在线买菜',
      `<g transform="translate(375 300)"><ellipse rx="130" ry="34" fill="#a04000"/><circle cx="-60" cy="-30" r="36" fill="#e74c3c"/><circle cx="10" cy="-38" r="32" fill="#27ae60"/><circle cx="70" cy="-26" r="28" fill="#f39c12"/></g>`,
    ],
  ];
  // The home screen's banners carry no words: the app shows each banner's title (translated
  // through the data) over its band.
  for (const [name, scene, caption, foreground] of banners) {
    const home = name.startsWith('slider-') || name.startsWith('sale-');
    out(
      `banners/${name}.svg`,
      sceneSvg(750, 400, scene, name.length * 31, foreground, caption, home),
    );
  }

  for (const condition of WEATHER_CONDITIONS)
    out(`city/weather/${condition}.svg`, weatherIcon(condition));
  ['grocery', 'member', 'tour', 'classified', 'event', 'poll', 'pricelist', 'feedback'].forEach(
    (key, index) => out(`city/menu/${key}.svg`, roundIcon(key, index)),
  );
  CLASSIFIED_CATEGORIES.forEach((category, index) => {
    out(`city/classified/${category.key}.svg`, roundIcon(category.key, index + 2));
    out(
      `city/classified/photo-${category.key}.svg`,
      sceneSvg(
        640,
        480,
        SCENES.city!,
        index * 29,
        `<g transform="translate(320 250) scale(6)" color="${ICON_COLOURS[(index + 2) % ICON_COLOURS.length]}"><circle cx="12" cy="12" r="16" fill="${ICON_COLOURS[(index + 2) % ICON_COLOURS.length]}"/>${ICON_SHAPES[category.key]}</g>`,
        category.name,
      ),
    );
  });
  const polls = ['最美家乡风景摄影评选', '社区文明家庭评选', '年度最受欢迎商户'];
  polls.forEach((title, index) =>
    out(
      `city/poll/poll-${index + 1}.svg`,
      sceneSvg(
        750,
        400,
        index === 0 ? SCENES.lake! : SCENES.city!,
        index * 37,
        index === 0 ? lake(750, 400) : building(375, 340, 1.6, '#8e44ad'),
        title,
      ),
    ),
  );
  const entries: [string, Scene, string][] = [
    [
      '黄河晨雾',
      { sky: ['#d6dbdf', '#f4f6f6'], ground: '#a9cce3', hills: '#aab7b8' },
      lake(640, 400),
    ],
    ['草原落日', SCENES.evening!, `${horse(320, 330, 1.4, '#2c1b0e')}`],
    ['老王手把肉', SCENES.city!, building(320, 330, 1.6, '#d35400')],
    ['草原奶茶铺', SCENES.grassland!, `${yurt(320, 330, 1.5)}`],
  ];
  entries.forEach(([title, scene, foreground], index) =>
    out(
      `city/poll/item-${index + 1}.svg`,
      sceneSvg(640, 400, scene, index * 41, foreground, title),
    ),
  );

  const glyphs = generateGlyphs();
  console.log(
    `Wrote ${files} pictures and ${glyphs.glyphs} glyphs in ${glyphs.ranges} ranges under ${publicDir}`,
  );
}

main();
