// Paints the four equirectangular pictures of the panorama tour (gate, grassland, lake,
// desert) in headless Chromium and writes them to server/public/tour/panorama/{key}.jpg.
//
// Run from the repository root:  node scripts/panorama/generate.mjs [key ...]
//
// Every pixel is a direction (yaw 0 at the picture's centre, growing to the right; pitch
// +90° at the top row): the sky, the clouds and the ground are computed from that
// direction, so they are seamless at the left/right seam and correctly stretched near the
// poles; hills, dunes, buildings and animals stand on the horizon, placed by yaw and drawn
// again across the seam. The pictures face north at their centre; a scene whose camera is
// turned (ry) has its paths painted where its linked scenes lie in the picture.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.js';

const WIDTH = 4096;
const HEIGHT = 2048;
const QUALITY = 0.8;
const outDir = fileURLToPath(new URL('../../server/public/tour/panorama/', import.meta.url));

/** Each scene's place (metres east and north), camera heading and links, as in app/src/common/panoramaScenes.ts. */
const places = {
  gate: { x: 0, y: 0, ry: 0, links: ['grassland', 'lake'] },
  grassland: { x: -800, y: 540, ry: 90, links: ['gate', 'lake'] },
  lake: { x: 900, y: 620, ry: -30, links: ['gate', 'grassland', 'desert'] },
  desert: { x: 1360, y: -120, ry: 180, links: ['lake'] },
};
/** The camera heading and the compass bearings (degrees) of the paths to the linked scenes. */
const scenes = Object.fromEntries(
  Object.entries(places).map(([key, place]) => [
    key,
    {
      ry: place.ry,
      paths: place.links.map(
        (link) => (Math.atan2(places[link].x - place.x, places[link].y - place.y) * 180) / Math.PI,
      ),
    },
  ]),
);

/** Runs in the page: paints one scene on a canvas and returns it as a JPEG data URL. */
function paint({ key, width, height, quality, ry, paths }) {
  const TAU = Math.PI * 2;
  const deg = Math.PI / 180;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');

  // Deterministic noise: a hashed lattice, smoothly interpolated, in octaves.
  const hash = (x, y) => {
    let h = (x * 374761393 + y * 668265263) | 0;
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
  };
  const smooth = (t) => t * t * (3 - 2 * t);
  const noise = (x, y) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    const u = smooth(x - xi);
    const v = smooth(y - yi);
    const a = hash(xi, yi);
    const b = hash(xi + 1, yi);
    const c = hash(xi, yi + 1);
    const d = hash(xi + 1, yi + 1);
    return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
  };
  const fbm = (x, y, octaves) => {
    let sum = 0;
    let amp = 0.5;
    for (let i = 0; i < octaves; i++) {
      sum += amp * noise(x, y);
      x = x * 2.03 + 17.1;
      y = y * 2.03 + 3.7;
      amp *= 0.5;
    }
    return sum;
  };
  const mix = (a, b, t) => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
    a[2] + (b[2] - a[2]) * t,
  ];
  const clamp = (t) => (t < 0 ? 0 : t > 1 ? 1 : t);
  // A picture yaw for a compass bearing (the picture's centre faces ry).
  const pictureYaw = (bearing) => (((bearing - ry) * deg + 3 * Math.PI) % TAU) - Math.PI;
  const xOf = (yaw) => (((((yaw + Math.PI) / TAU) % 1) + 1) % 1) * width;
  const yOf = (pitch) => (0.5 - pitch / Math.PI) * height;

  const looks = {
    gate: {
      zenith: [52, 110, 190],
      horizon: [196, 220, 238],
      sun: [30 * deg, 38 * deg],
      cloud: 0.45,
      hills: { height: 2.2, color: [110, 140, 150], seed: 3 },
    },
    grassland: {
      zenith: [40, 98, 186],
      horizon: [200, 224, 240],
      sun: [-40 * deg, 30 * deg],
      cloud: 0.55,
      hills: { height: 3.2, color: [96, 138, 110], seed: 11 },
    },
    lake: {
      zenith: [60, 112, 180],
      horizon: [222, 226, 232],
      sun: [150 * deg, 22 * deg],
      cloud: 0.5,
      hills: { height: 5.5, color: [92, 116, 140], seed: 23 },
    },
    desert: {
      zenith: [38, 104, 200],
      horizon: [236, 222, 196],
      sun: [10 * deg, 55 * deg],
      cloud: 0.2,
      hills: { height: 6, color: [206, 160, 102], seed: 5, dunes: true },
    },
  };
  const look = looks[key];
  const [sunYaw, sunPitch] = look.sun;
  const sunDir = [
    Math.cos(sunPitch) * Math.sin(sunYaw),
    Math.cos(sunPitch) * Math.cos(sunYaw),
    Math.sin(sunPitch),
  ];

  // The horizon's skyline (degrees above the horizon) as a periodic function of yaw.
  const hillPhase = [1, 2, 3, 5, 8, 13].map((k) => hash(k, look.hills.seed) * TAU);
  const skyline = (yaw) => {
    const { height: h, dunes } = look.hills;
    let s = 0;
    [1, 2, 3, 5, 8, 13].forEach((k, i) => {
      const w = Math.sin(k * yaw + hillPhase[i]);
      // Dunes: sharp crests from the broad waves, smooth ripples from the fine ones.
      s += (dunes && k <= 3 ? 1 - Math.abs(w) : w * 0.5 + 0.5) / (1 + i * 0.7);
    });
    return (s / 2.6) * h * deg;
  };

  // The paths of the scene (picture yaws) on the ground plane.
  const pathYaws = paths.map(pictureYaw);

  const image = ctx.createImageData(width, height);
  const data = image.data;
  const cameraHeight = 1.7;
  for (let y = 0; y < height; y++) {
    const pitch = (0.5 - (y + 0.5) / height) * Math.PI;
    const cp = Math.cos(pitch);
    const sp = Math.sin(pitch);
    for (let x = 0; x < width; x++) {
      const yaw = ((x + 0.5) / width) * TAU - Math.PI;
      const dx = cp * Math.sin(yaw);
      const dy = cp * Math.cos(yaw);
      let color;
      const ridge = skyline(yaw);
      if (pitch > ridge) {
        // Sky: a gradient by height, the sun's glow by angle, clouds on a plane above.
        const t = Math.pow(clamp(pitch / (Math.PI / 2)), 0.55);
        color = mix(look.horizon, look.zenith, t);
        const cosSun = dx * sunDir[0] + dy * sunDir[1] + sp * sunDir[2];
        const angle = Math.acos(Math.min(1, cosSun));
        const glow = Math.exp(-angle * 5) * 0.55 + (angle < 1.6 * deg ? 1 : 0);
        color = mix(color, [255, 250, 228], clamp(glow));
        if (sp > 0.02) {
          const k = 900 / sp;
          const n = fbm(dx * k * 0.004 + 50, dy * k * 0.004 - 20, 5);
          const cover = clamp((n - (1 - look.cloud)) * 3.2) * clamp((sp - 0.05) * 5);
          const shade = 0.84 + 0.16 * clamp(cosSun * 0.5 + 0.5);
          color = mix(color, [255 * shade, 255 * shade, 255 * shade + 3], cover * 0.9);
        }
      } else if (pitch > 0) {
        // Distant hills or dunes, hazier towards their foot.
        const n = fbm(yaw * 60, pitch * 400, 3);
        const base = look.hills.color;
        const slope = skyline(yaw + 0.002) - skyline(yaw - 0.002);
        // Dunes are lit on one face and shaded on the other, less so towards their foot.
        const face = Math.tanh(slope * 200) * 0.13 * (0.35 + (0.65 * pitch) / (ridge + 1e-6));
        const lit = look.hills.dunes ? 0.97 + face : 1;
        color = [
          base[0] * lit * (0.9 + n * 0.2),
          base[1] * lit * (0.9 + n * 0.2),
          base[2] * lit * (0.9 + n * 0.2),
        ];
        color = mix(color, look.horizon, 0.35 * (1 - pitch / (ridge + 1e-6)));
      } else {
        // Ground: a texture on the plane under the camera, so it recedes in perspective.
        const dist = cameraHeight / Math.max(-sp, 1e-4);
        const gx = dx * dist;
        const gy = dy * dist;
        const r = Math.hypot(gx, gy);
        let onPath = 0;
        for (const py of pathYaws) {
          const along = gx * Math.sin(py) + gy * Math.cos(py);
          const across = Math.abs(gx * Math.cos(py) - gy * Math.sin(py));
          // A path of about 3 m, starting a few steps from the camera.
          if (along > 0)
            onPath = Math.max(onPath, clamp((1.6 + along * 0.01 - across) * 2) * clamp(along - 3));
        }
        const far = clamp((r - 20) / 600);
        const n = fbm(gx * 0.6, gy * 0.6, 4);
        const fine = noise(gx * 6, gy * 6);
        if (key === 'gate') {
          const plaza = r < 45;
          if (plaza) {
            const tx = gx * 1.25;
            const ty = gy * 1.25;
            const joint = Math.min(Math.abs(tx - Math.round(tx)), Math.abs(ty - Math.round(ty)));
            const tile = hash(Math.floor(tx), Math.floor(ty));
            const ring = Math.abs(r - 12) < 0.4 || Math.abs(r - 24) < 0.4 ? 0.82 : 1;
            const v =
              (172 + tile * 30 + fine * 10) * ring * (joint < 0.04 * (1 + far * 10) ? 0.8 : 1);
            color = [v, v * 0.97, v * 0.92];
          } else {
            const v = 0.8 + n * 0.4;
            color = [78 * v, 128 * v, 62 * v];
          }
          color = mix(color, [150, 140, 128], onPath * (plaza ? 0 : 0.9));
        } else if (key === 'grassland') {
          const v = 0.75 + n * 0.45 + fine * 0.12;
          color = [88 * v, 140 * v, 58 * v];
          const flowers = hash(Math.floor(gx * 8), Math.floor(gy * 8)) > 0.992 && r > 5 && r < 30;
          if (flowers) color = [230, 210, 90];
          color = mix(color, [140, 122, 88], onPath * 0.85);
        } else if (key === 'lake') {
          // Reeds and a shore near the camera, then the water out to the far bank.
          // The shoreline bends away on both sides, so the water meets the far bank.
          const shore = 3 + Math.sin(gx * 0.3 + 1) + gx * gx * 0.002;
          if (gy < shore) {
            const v = 0.8 + n * 0.35 + fine * 0.1;
            color = gy < shore - 0.8 ? [120 * v, 134 * v, 70 * v] : [146 * v, 128 * v, 90 * v];
            color = mix(color, [150, 132, 100], onPath * 0.8);
          } else {
            // Water mirrors the sky with ripples that shrink into the distance.
            const ripple = noise(gx * 1.5, gy * 0.25) * 0.5 + noise(gx * 4, gy * 0.7) * 0.5;
            const sky = mix(look.horizon, look.zenith, 0.35 + ripple * 0.3);
            color = mix(sky, [48, 84, 104], 0.45 - far * 0.25);
            const glint = clamp(1 - Math.abs(yaw - sunYaw) * 6) * (ripple > 0.62 ? 1 : 0);
            color = mix(color, [255, 246, 220], glint * 0.8);
          }
        } else {
          const ripple = Math.sin(gx * 2.2 + gy * 0.8 + n * 6) * 0.5 + 0.5;
          const swell = Math.sin(gx * 0.05 + Math.sin(gy * 0.03) * 2) * 0.06;
          const v = 0.88 + n * 0.2 + ripple * 0.1 * (1 - far) + swell;
          color = [222 * v, 178 * v, 118 * v];
          color = mix(color, [196, 150, 96], onPath * 0.5);
        }
        // Haze towards the horizon.
        color = mix(color, look.horizon, clamp((r - 150) / 3000) * 0.6);
      }
      const i = (y * width + x) * 4;
      data[i] = color[0];
      data[i + 1] = color[1];
      data[i + 2] = color[2];
      data[i + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);

  // Things standing on the ground, by picture yaw (degrees) and distance (metres): drawn
  // once, and again across the seam when they reach it.
  const pxPerRad = width / TAU;
  const stand = (yawDeg, distance, draw) => {
    const x = xOf(yawDeg * deg);
    const scale = pxPerRad / distance; // pixels per metre at that distance
    const ground = yOf(-Math.atan(cameraHeight / distance));
    for (const shift of [-width, 0, width]) {
      ctx.save();
      ctx.translate(x + shift, ground);
      ctx.scale(scale, scale);
      draw(ctx);
      ctx.restore();
    }
  };
  const random = (() => {
    let s = 12345 + key.length * 977;
    return () => {
      s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff;
      return s / 0x7fffffff;
    };
  })();
  const shadow = (w) => {
    ctx.fillStyle = 'rgba(20, 30, 10, 0.25)';
    ctx.beginPath();
    ctx.ellipse(0, 0.1, w, w * 0.12, 0, 0, TAU);
    ctx.fill();
  };
  const tree = (c) => {
    shadow(2);
    c.fillStyle = '#5b3d22';
    c.fillRect(-0.25, -3, 0.5, 3);
    c.fillStyle = '#2f6b34';
    c.beginPath();
    c.arc(0, -4.5, 2.2, 0, TAU);
    c.arc(-1.2, -3.6, 1.5, 0, TAU);
    c.arc(1.3, -3.8, 1.6, 0, TAU);
    c.fill();
    c.fillStyle = 'rgba(255, 255, 200, 0.15)';
    c.beginPath();
    c.arc(-0.6, -5.2, 1.1, 0, TAU);
    c.fill();
  };
  const yurt = (c) => {
    shadow(4.5);
    c.fillStyle = '#f3efe4';
    c.fillRect(-3.5, -2.6, 7, 2.6);
    c.fillStyle = '#2c5aa0';
    c.fillRect(-3.5, -2.1, 7, 0.35);
    c.fillStyle = '#e8e1d0';
    c.beginPath();
    c.moveTo(-3.9, -2.6);
    c.lineTo(0, -4.6);
    c.lineTo(3.9, -2.6);
    c.closePath();
    c.fill();
    c.fillStyle = '#b23a2c';
    c.fillRect(-0.6, -1.7, 1.2, 1.7);
    c.strokeStyle = '#c9a13b';
    c.lineWidth = 0.15;
    c.strokeRect(-0.6, -1.7, 1.2, 1.7);
  };
  const horse = (coat) => (c) => {
    shadow(1.3);
    c.fillStyle = coat;
    c.strokeStyle = coat;
    c.lineWidth = 0.18;
    c.beginPath();
    c.ellipse(0, -1.3, 0.95, 0.38, 0, 0, TAU);
    c.fill();
    for (const lx of [-0.7, -0.5, 0.5, 0.7]) {
      c.beginPath();
      c.moveTo(lx, -1.2);
      c.lineTo(lx + 0.05, 0);
      c.stroke();
    }
    c.beginPath();
    c.moveTo(0.7, -1.5);
    c.lineTo(1.15, -2.15);
    c.lineTo(1.5, -2.0);
    c.lineTo(1.0, -1.3);
    c.fill();
    c.beginPath();
    c.moveTo(-0.95, -1.4);
    c.quadraticCurveTo(-1.3, -1.1, -1.2, -0.6);
    c.stroke();
  };
  const camel = (c) => {
    shadow(1.5);
    c.fillStyle = '#8a5a2b';
    c.strokeStyle = '#8a5a2b';
    c.lineWidth = 0.2;
    c.beginPath();
    c.ellipse(0, -1.7, 1.1, 0.45, 0, 0, TAU);
    c.arc(-0.4, -2.05, 0.35, 0, TAU);
    c.arc(0.35, -2.05, 0.35, 0, TAU);
    c.fill();
    for (const lx of [-0.8, -0.6, 0.6, 0.8]) {
      c.beginPath();
      c.moveTo(lx, -1.5);
      c.lineTo(lx, 0);
      c.stroke();
    }
    c.beginPath();
    c.moveTo(0.9, -1.8);
    c.quadraticCurveTo(1.5, -1.9, 1.5, -2.6);
    c.lineTo(1.85, -2.6);
    c.stroke();
  };
  const reed = (c) => {
    for (let i = 0; i < 14; i++) {
      const lx = (random() - 0.5) * 2;
      const h = 1.4 + random() * 1.2;
      const bend = (random() - 0.3) * 0.5;
      c.strokeStyle = random() > 0.5 ? '#8f8a4a' : '#b3a563';
      c.lineWidth = 0.04;
      c.beginPath();
      c.moveTo(lx, 0);
      c.quadraticCurveTo(lx, -h * 0.6, lx + bend, -h);
      c.stroke();
      if (random() > 0.55) {
        c.fillStyle = '#6e4b2a';
        c.beginPath();
        c.ellipse(lx + bend, -h, 0.05, 0.16, bend * 0.5, 0, TAU);
        c.fill();
      }
    }
  };

  if (key === 'gate') {
    // The park gate: four red pillars under a tiled roof, the park's name board between.
    stand(0, 38, (c) => {
      shadow(12);
      c.fillStyle = '#a62a22';
      for (const px of [-9, -3.5, 3.5, 9]) c.fillRect(px - 0.6, -8.5, 1.2, 8.5);
      c.fillStyle = '#d7b24a';
      c.fillRect(-10.5, -9.6, 21, 1.2);
      c.fillStyle = '#2f5d62';
      c.beginPath();
      c.moveTo(-12.5, -9.4);
      c.quadraticCurveTo(-10, -10.6, -8, -11.4);
      c.lineTo(8, -11.4);
      c.quadraticCurveTo(10, -10.6, 12.5, -9.4);
      c.closePath();
      c.fill();
      c.fillStyle = '#1f3f43';
      c.fillRect(-8, -12.2, 16, 0.9);
      c.fillStyle = '#1c2f5e';
      c.fillRect(-3, -8.2, 6, 1.8);
      c.fillStyle = '#e9c75a';
      for (let i = 0; i < 4; i++) c.fillRect(-2.4 + i * 1.35, -7.8, 0.9, 1);
      c.fillStyle = '#b8b0a2';
      c.fillRect(-13, -1.1, 3, 1.1);
      c.fillRect(10, -1.1, 3, 1.1);
    });
    // The visitor centre: a long low hall with a glass front.
    stand(105, 70, (c) => {
      shadow(24);
      c.fillStyle = '#d9d2c3';
      c.fillRect(-22, -7, 44, 7);
      c.fillStyle = '#5f8fa8';
      for (let i = 0; i < 12; i++) c.fillRect(-20 + i * 3.4, -5.6, 2.6, 4.4);
      c.fillStyle = '#8b4a32';
      c.fillRect(-23, -8.2, 46, 1.3);
      c.fillStyle = '#3a6d8c';
      c.fillRect(-3, -3.2, 6, 3.2);
    });
    // Ticket booths and a map board.
    stand(-130, 40, (c) => {
      shadow(6);
      c.fillStyle = '#c7bba4';
      c.fillRect(-5, -3.4, 10, 3.4);
      c.fillStyle = '#7a2f22';
      c.fillRect(-5.6, -4.1, 11.2, 0.8);
      c.fillStyle = '#e8e2d0';
      for (const wx of [-3.5, 0.5]) c.fillRect(wx, -2.6, 2.6, 1.3);
    });
    stand(-20, 16, (c) => {
      c.fillStyle = '#3d3d3d';
      c.fillRect(-0.08, -1.4, 0.16, 1.4);
      c.fillStyle = '#2e6b47';
      c.fillRect(-1.2, -2.6, 2.4, 1.4);
      c.fillStyle = '#e4d9a8';
      c.fillRect(-1, -2.45, 2, 1.1);
    });
    // Flag poles, lamps and trees around the plaza.
    for (const [yaw, d] of [
      [-70, 30],
      [-64, 30],
      [-58, 30],
    ]) {
      stand(yaw, d, (c) => {
        c.fillStyle = '#cfcfcf';
        c.fillRect(-0.08, -11, 0.16, 11);
        c.fillStyle = yaw === -64 ? '#c8102e' : '#1d5fb0';
        c.fillRect(0.08, -10.8, 2.4, 1.5);
      });
    }
    for (let yaw = -175; yaw < 180; yaw += 22) {
      if (Math.abs(yaw) < 25 || Math.abs(yaw - 105) < 35) continue;
      stand(yaw + 8, 26, (c) => {
        c.fillStyle = '#444';
        c.fillRect(-0.07, -4.5, 0.14, 4.5);
        c.fillStyle = '#f6efc9';
        c.beginPath();
        c.arc(0, -4.6, 0.3, 0, TAU);
        c.fill();
      });
      stand(yaw, 52 + random() * 20, tree);
    }
  } else if (key === 'grassland') {
    const yurts = [
      [-20, 120],
      [-12, 95],
      [-4, 140],
      [160, 200],
      [168, 160],
      [60, 260],
    ];
    for (const [yaw, d] of yurts) stand(yaw, d, yurt);
    for (let i = 0; i < 14; i++) {
      const yaw = -110 + random() * 90 + (i > 8 ? 160 : 0);
      const coats = ['#6b3e1f', '#3b2a1e', '#a0703f', '#e6e0d2'];
      stand(yaw, 40 + random() * 90, horse(coats[i % coats.length]));
    }
    // An ovoo: a cairn with blue scarves on a rise.
    stand(120, 60, (c) => {
      c.fillStyle = '#8c857a';
      c.beginPath();
      c.moveTo(-2, 0);
      c.lineTo(0, -2.6);
      c.lineTo(2, 0);
      c.fill();
      c.strokeStyle = '#6d5a3e';
      c.lineWidth = 0.12;
      c.beginPath();
      c.moveTo(0, -2.5);
      c.lineTo(0, -5);
      c.stroke();
      c.strokeStyle = '#2f7fd1';
      c.lineWidth = 0.1;
      for (let i = 0; i < 6; i++) {
        c.beginPath();
        c.moveTo(0, -4.8);
        c.lineTo(-2 + i * 0.8, -0.6);
        c.stroke();
      }
    });
  } else if (key === 'lake') {
    // Swans on the water and reeds along the near shore.
    for (let i = 0; i < 7; i++) {
      stand(-40 + random() * 80, 25 + random() * 50, (c) => {
        c.fillStyle = '#fbfbf6';
        c.beginPath();
        c.ellipse(0, -0.25, 0.6, 0.25, 0, 0, TAU);
        c.fill();
        c.strokeStyle = '#fbfbf6';
        c.lineWidth = 0.12;
        c.beginPath();
        c.moveTo(0.4, -0.35);
        c.quadraticCurveTo(0.75, -0.7, 0.55, -1.05);
        c.stroke();
        c.fillStyle = '#e07b1c';
        c.fillRect(0.55, -1.1, 0.22, 0.08);
      });
    }
    for (let yaw = -100; yaw <= 100; yaw += 7 + random() * 6) {
      stand(yaw, 5 + random() * 6, reed);
    }
    // A pavilion on the far bank and a boardwalk's rail.
    stand(40, 420, (c) => {
      c.fillStyle = '#8b2d1f';
      c.fillRect(-4, -5, 0.7, 5);
      c.fillRect(3.3, -5, 0.7, 5);
      c.fillStyle = '#2e4f4a';
      c.beginPath();
      c.moveTo(-6, -5);
      c.lineTo(0, -8.5);
      c.lineTo(6, -5);
      c.fill();
    });
    for (let yaw = 140; yaw <= 220; yaw += 9) {
      stand(yaw, 30 + random() * 25, tree);
    }
  } else {
    // A camel caravan along the crest, scrub on the sand.
    for (let i = 0; i < 5; i++) stand(-35 + i * 4.5, 120 + i * 6, camel);
    for (let i = 0; i < 18; i++) {
      stand(random() * 360 - 180, 20 + random() * 70, (c) => {
        c.fillStyle = '#6f7a3c';
        c.beginPath();
        c.arc(0, -0.3, 0.5, Math.PI, TAU);
        c.arc(0.5, -0.2, 0.35, Math.PI, TAU);
        c.fill();
      });
    }
    // A rest shelter with a striped awning.
    stand(70, 55, (c) => {
      shadow(4);
      c.fillStyle = '#6b4a2c';
      c.fillRect(-3, -2.8, 0.3, 2.8);
      c.fillRect(2.7, -2.8, 0.3, 2.8);
      for (let i = 0; i < 6; i++) {
        c.fillStyle = i % 2 ? '#e8e0cc' : '#c2452d';
        c.fillRect(-3.4 + i * 1.15, -3.4, 1.15, 0.7);
      }
    });
  }
  return canvas.toDataURL('image/jpeg', quality);
}

const wanted = process.argv.slice(2);
const keys = wanted.length ? wanted : Object.keys(scenes);
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  for (const key of keys) {
    const scene = scenes[key];
    if (!scene) throw new Error(`Unknown scene ${key}`);
    const url = await page.evaluate(paint, {
      key,
      width: WIDTH,
      height: HEIGHT,
      quality: QUALITY,
      ...scene,
    });
    const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    await writeFile(`${outDir}${key}.jpg`, bytes);
    console.log(`${key}.jpg ${WIDTH}x${HEIGHT} ${Math.round(bytes.length / 1024)} KB`);
  }
} finally {
  await browser.close();
}
