// Records the lab's short demonstration video: a canvas animation (a sun rising over
// grassland hills, a yurt, a counter of seconds) captured in headless Chromium with
// MediaRecorder, written as WebM (VP8) to server/public/lab/clip.webm, served at
// /static/lab/clip.webm.
//
// Run from the repository root:  node scripts/media/record-clip.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.js';

const WIDTH = 480;
const HEIGHT = 270;
const SECONDS = 6;
const FPS = 25;
const BITS_PER_SECOND = 300_000;
const outFile = fileURLToPath(new URL('../../server/public/lab/clip.webm', import.meta.url));

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(
    async ({ width, height, seconds, fps, bitsPerSecond }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      document.body.append(canvas);
      const context = canvas.getContext('2d');

      /** One frame at `t` seconds. */
      function paint(t) {
        const progress = t / seconds;
        // The sky brightens from dawn to day.
        const sky = context.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, `hsl(${210 - 20 * (1 - progress)}, 70%, ${35 + 30 * progress}%)`);
        sky.addColorStop(1, `hsl(30, 80%, ${60 + 20 * progress}%)`);
        context.fillStyle = sky;
        context.fillRect(0, 0, width, height);
        // The sun rises.
        const sunY = height * (0.85 - 0.6 * progress);
        context.fillStyle = '#ffd35c';
        context.beginPath();
        context.arc(width * 0.7, sunY, 28, 0, Math.PI * 2);
        context.fill();
        // Clouds drift.
        context.fillStyle = 'rgba(255,255,255,0.85)';
        for (let i = 0; i < 3; i++) {
          const x = ((i * 170 + t * 30) % (width + 120)) - 60;
          const y = 40 + i * 25;
          context.beginPath();
          context.ellipse(x, y, 42, 14, 0, 0, Math.PI * 2);
          context.fill();
        }
        // Rolling hills.
        for (const [shade, base, amplitude, speed] of [
          ['#5f9e4a', 0.7, 18, 8],
          ['#3f7d34', 0.8, 12, 16],
        ]) {
          context.fillStyle = shade;
          context.beginPath();
          context.moveTo(0, height);
          for (let x = 0; x <= width; x += 8) {
            context.lineTo(x, height * base + amplitude * Math.sin((x + t * speed) / 45));
          }
          context.lineTo(width, height);
          context.fill();
        }
        // A yurt.
        context.fillStyle = '#f4efe6';
        context.fillRect(90, height * 0.74, 70, 34);
        context.fillStyle = '#c0392b';
        context.beginPath();
        context.moveTo(82, height * 0.74);
        context.lineTo(125, height * 0.64);
        context.lineTo(168, height * 0.74);
        context.fill();
        context.fillStyle = '#8e5b3a';
        context.fillRect(118, height * 0.74 + 12, 14, 22);
        // The seconds counter.
        context.fillStyle = 'rgba(0,0,0,0.55)';
        context.fillRect(12, 12, 74, 30);
        context.fillStyle = '#fff';
        context.font = 'bold 20px sans-serif';
        context.fillText(`${t.toFixed(1)} s`, 20, 34);
      }

      const stream = canvas.captureStream(fps);
      const recorder = new MediaRecorder(stream, {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: bitsPerSecond,
      });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      paint(0);
      recorder.start();
      const start = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          if (t >= seconds) {
            resolve();
            return;
          }
          paint(t);
          setTimeout(frame, 1000 / fps);
        };
        frame();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width: WIDTH, height: HEIGHT, seconds: SECONDS, fps: FPS, bitsPerSecond: BITS_PER_SECOND },
  );
  const file = Buffer.from(base64, 'base64');
  await mkdir(new URL('.', `file://${outFile}`), { recursive: true });
  await writeFile(outFile, file);
  console.log(`${outFile}: ${file.length} bytes`);
} finally {
  await browser.close();
}
