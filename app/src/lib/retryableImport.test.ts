import { describe, expect, it } from 'vitest';
import { retryableImport } from './retryableImport';

const CHUNK = 'http://127.0.0.1:8080/assets/SideDrawer-Ab12.js';

/**
 * A browser's module loading: a network that is down until `up`, each request counted, and,
 * for a browser that keeps failures, a failed URL answered with its first error from then on.
 */
function browser({
  keepsFailures,
  message,
}: {
  keepsFailures: boolean;
  message: (url: string) => string;
}) {
  const requests: string[] = [];
  const failed = new Map<string, Error>();
  const state = { up: false };
  const importUrl = (url: string): Promise<unknown> => {
    const kept = failed.get(url);
    if (kept) return Promise.reject(kept);
    requests.push(url);
    if (state.up) return Promise.resolve({ url });
    const error = new TypeError(message(url));
    if (keepsFailures) failed.set(url, error);
    return Promise.reject(error);
  };
  return { requests, state, importUrl };
}

const chromium = (url: string) => `Failed to fetch dynamically imported module: ${url}`;
const firefox = (url: string) => `error loading dynamically imported module: ${url}`;
const webkit = () => 'Importing a module script failed.';

describe('retryableImport', () => {
  for (const keepsFailures of [true, false]) {
    for (const [name, message] of [
      ['Chromium', chromium],
      ['Firefox', firefox],
    ] as const) {
      it(`loads the module once the network is back, in ${name} ${keepsFailures ? 'keeping' : 'not keeping'} failed imports`, async () => {
        const page = browser({ keepsFailures, message });
        const load = retryableImport(() => page.importUrl(CHUNK), page.importUrl);

        await expect(load()).rejects.toThrow(CHUNK);
        await expect(load()).rejects.toThrow(`${CHUNK}?retry=1`);
        page.state.up = true;
        await expect(load()).resolves.toEqual({ url: `${CHUNK}?retry=2` });
        // Every try went to the network: none was answered from a kept failure.
        expect(page.requests).toEqual([CHUNK, `${CHUNK}?retry=1`, `${CHUNK}?retry=2`]);
      });
    }
  }

  it('tries the import itself again where the error does not name its URL', async () => {
    const page = browser({ keepsFailures: false, message: webkit });
    const load = retryableImport(() => page.importUrl(CHUNK), page.importUrl);

    await expect(load()).rejects.toThrow('Importing a module script failed.');
    page.state.up = true;
    await expect(load()).resolves.toEqual({ url: CHUNK });
    expect(page.requests).toEqual([CHUNK, CHUNK]);
  });

  it('gives the module at once when nothing failed', async () => {
    const page = browser({ keepsFailures: true, message: chromium });
    page.state.up = true;
    const load = retryableImport(() => page.importUrl(CHUNK), page.importUrl);
    await expect(load()).resolves.toEqual({ url: CHUNK });
    await expect(load()).resolves.toEqual({ url: CHUNK });
  });
});
