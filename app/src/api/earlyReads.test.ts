import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarlyReads } from './earlyReads';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), {
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.citylifeEarlyReads;
});

describe('early reads', () => {
  it('answer a GET the boot script started, once; then the network answers', async () => {
    const network = vi.fn(() => Promise.resolve(envelope('from the network')));
    vi.stubGlobal('fetch', network);
    window.citylifeEarlyReads = {
      '/event/search/?pageno=1&pagesize=100': Promise.resolve(envelope('early')),
    };
    const url = new URL('/event/search/?pageno=1&pagesize=100', window.location.origin);
    expect(await (await fetchWithEarlyReads(new Request(url))).json()).toMatchObject({
      data: 'early',
    });
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetchWithEarlyReads(new Request(url))).json()).toMatchObject({
      data: 'from the network',
    });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('go to the network when the early read failed, and never for writes', async () => {
    const network = vi.fn(() => Promise.resolve(envelope('from the network')));
    vi.stubGlobal('fetch', network);
    const url = new URL('/classified/getCategories/', window.location.origin);
    window.citylifeEarlyReads = { '/classified/getCategories/': Promise.resolve(null) };
    expect(await (await fetchWithEarlyReads(new Request(url))).json()).toMatchObject({
      data: 'from the network',
    });
    window.citylifeEarlyReads = { '/classified/getCategories/': Promise.resolve(envelope(1)) };
    await fetchWithEarlyReads(new Request(url, { method: 'POST', body: '{}' }));
    expect(network).toHaveBeenCalledTimes(2);
    expect(window.citylifeEarlyReads['/classified/getCategories/']).toBeDefined();
  });
});
