// Writes the seed pictures of the catalogue and shops as small SVG files under
// server/public/items/ (served at /static/items/): a coloured background, a simple shape
// and the name. Run it again after changing the seed data:
//   npx tsx server/scripts/item-pictures.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  categoryPicture,
  itemPicture,
  seedCategories,
  seedItems,
} from '../src/modules/catalogue/catalogue.seed.js';
import { seedShops, shopBanner } from '../src/modules/shop/shop.seed.js';

const outDir = fileURLToPath(new URL('../public/items/', import.meta.url));
const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A lighter or darker variant of a #rrggbb colour (amount from -1 to 1). */
function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A stable small number from a text, to vary shapes between items. */
const hash = (text: string) => [...text].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 9973, 7);

function shapeFor(categoryId: string, colour: string, seed: number): string {
  const light = shade(colour, 0.55);
  const dark = shade(colour, -0.25);
  const root = categoryId.split('_')[0];
  switch (root) {
    case 'FRUIT':
      return `<circle cx="200" cy="175" r="${92 + (seed % 18)}" fill="${light}"/>
  <circle cx="200" cy="175" r="${62 + (seed % 12)}" fill="${colour}"/>
  <path d="M200 ${70 - (seed % 8)} q 22 -28 48 -22 q -16 22 -48 22z" fill="#5a9e4b"/>`;
    case 'VEGETABLE':
    case 'VEG':
      return `<ellipse cx="200" cy="180" rx="${70 + (seed % 20)}" ry="105" fill="${light}"/>
  <path d="M200 80 C 150 140 150 220 200 280 C 250 220 250 140 200 80z" fill="${colour}"/>
  <path d="M200 95 L200 265" stroke="${dark}" stroke-width="6" stroke-linecap="round"/>`;
    case 'GRAIN':
      return `<rect x="120" y="80" width="160" height="200" rx="36" fill="${light}"/>
  <rect x="145" y="115" width="110" height="130" rx="20" fill="${colour}"/>
  <circle cx="200" cy="180" r="22" fill="${light}"/>`;
    case 'MEAT':
    case 'EGG':
      return `<ellipse cx="200" cy="178" rx="88" ry="108" fill="${light}"/>
  <ellipse cx="200" cy="190" rx="58" ry="72" fill="${colour}"/>`;
    case 'DAIRY':
      return `<path d="M150 90 h100 l20 40 v150 h-140 v-150z" fill="${light}"/>
  <rect x="150" y="170" width="100" height="80" rx="10" fill="${colour}"/>`;
    case 'SNACK':
      return `<path d="M120 110 L280 110 L260 280 L140 280 Z" fill="${light}"/>
  <circle cx="200" cy="190" r="${40 + (seed % 15)}" fill="${colour}"/>`;
    case 'DRINK':
      return `<rect x="165" y="70" width="70" height="30" rx="8" fill="${dark}"/>
  <rect x="145" y="100" width="110" height="190" rx="30" fill="${light}"/>
  <rect x="145" y="170" width="110" height="60" fill="${colour}"/>`;
    default:
      return `<polygon points="200,70 300,180 200,290 100,180" fill="${light}"/>
  <polygon points="200,115 255,180 200,245 145,180" fill="${colour}"/>`;
  }
}

function itemSvg(name: string, categoryId: string, colour: string, variant: 1 | 2): string {
  const seed = hash(name) + variant * 13;
  const background = variant === 1 ? shade(colour, 0.82) : shade(colour, 0.68);
  const fontSize = name.length > 6 ? 30 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
  <rect width="400" height="400" fill="${background}"/>
  <circle cx="${60 + (seed % 60)}" cy="${50 + (seed % 40)}" r="${24 + (seed % 20)}" fill="${shade(colour, 0.6)}" opacity="0.6"/>
  ${shapeFor(categoryId, colour, seed)}
  <rect x="0" y="318" width="400" height="82" fill="${shade(colour, -0.15)}"/>
  <text x="200" y="372" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(name)}</text>
</svg>
`;
}

function categorySvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${escapeXml(name)}">
  <rect width="120" height="120" rx="28" fill="${shade(colour, 0.8)}"/>
  <circle cx="60" cy="50" r="26" fill="${colour}"/>
  <text x="60" y="102" font-family="'Noto Sans CJK SC','PingFang SC',sans-serif" font-size="${name.length > 4 ? 13 : 16}" font-weight="700" fill="${shade(colour, -0.3)}" text-anchor="middle">${escapeXml(name)}</text>
</svg>
`;
}

function bannerSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${escapeXml(name)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a7c59"/><stop offset="1" stop-color="#a7c957"/></linearGradient></defs>
  <rect width="750" height="300" fill="url(#g)"/>
  <rect x="60" y="120" width="220" height="130" rx="12" fill="#f2e8cf"/>
  <polygon points="40,125 170,50 300,125" fill="#bc4749"/>
  <rect x="140" y="175" width="60" height="75" fill="#6a994e"/>
  <text x="330" y="170" font-family="'Noto Sans CJK SC','PingFang SC',sans-serif" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
</svg>
`;
}

mkdirSync(outDir, { recursive: true });
const colours = new Map(seedCategories.map((c) => [c.id, c.colour]));
let written = 0;
const write = (url: string, svg: string) => {
  writeFileSync(`${publicDir}${url.replace(/^\/static\//, '')}`, svg);
  written += 1;
};
for (const category of seedCategories) {
  if (category.id !== 'PRODUCT')
    write(categoryPicture(category.id), categorySvg(category.name, category.colour));
}
for (const item of seedItems) {
  const colour = colours.get(item.categoryId) ?? '#4a7c59';
  write(itemPicture(item.key, 1), itemSvg(item.name, item.categoryId, colour, 1));
  write(itemPicture(item.key, 2), itemSvg(item.name, item.categoryId, colour, 2));
}
for (const shop of seedShops) write(shopBanner(shop.id), bannerSvg(shop.name));
console.log(`Wrote ${written} pictures to ${outDir}`);
