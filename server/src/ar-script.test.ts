import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './test/harness.js';

// A built AR runtime: the drop-in script and one example with its compressed copies, as
// the runtime's build writes them.
const arDist = mkdtempSync(path.join(os.tmpdir(), 'citylife-ar-'));
const EXAMPLE_HTML = '<!doctype html><title>example</title><script src="../../ar-runtime.js">';
beforeAll(async () => {
  await writeFile(path.join(arDist, 'ar-runtime.js'), 'var ARRuntime = {};');
  const example = path.join(arDist, 'examples', 'pois');
  await mkdir(example, { recursive: true });
  await writeFile(path.join(example, 'index.html'), EXAMPLE_HTML);
  await writeFile(path.join(example, 'index.html.gz'), gzipSync(EXAMPLE_HTML));
  await writeFile(path.join(example, 'index.html.br'), brotliCompressSync(EXAMPLE_HTML));
});
afterAll(() => rm(arDist, { recursive: true, force: true }));
const server = useTestServer({ config: { arDist } });

describe('serving the AR runtime drop-in script', () => {
  it('serves the script at a stable path, revalidated and readable from other sites', async () => {
    const response = await fetch(`${server.baseUrl}/ar/ar-runtime.js`, {
      headers: { origin: 'https://experiences.example.org' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('var ARRuntime = {};');
  });

  it('serves an example folder by its index, compressed or not, under the drop-in policy', async () => {
    const moved = await fetch(`${server.baseUrl}/ar/examples/pois`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/ar/examples/pois/');
    for (const accept of ['br, gzip', 'gzip', 'identity']) {
      const response = await fetch(`${server.baseUrl}/ar/examples/pois/`, {
        headers: { 'accept-encoding': accept },
      });
      expect(response.status, accept).toBe(200);
      expect(await response.text()).toBe(EXAMPLE_HTML);
      const policy = String(response.headers.get('content-security-policy'));
      // Scripts are files of this server only; inline styles (the model viewer's) are allowed.
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain("frame-ancestors 'none'");
      // Only the script itself is for other sites, not the example pages.
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('answers a missing file with the API 404', async () => {
    const response = await fetch(`${server.baseUrl}/ar/examples/none/`);
    expect(response.status).toBe(404);
  });
});
