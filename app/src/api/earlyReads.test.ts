import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READS, fetchWithEarlyReads } from './earlyReads';

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

  it("list exactly the URLs the landing screens' calls request", async () => {
    // The typed client builds requests on the page's origin, as a browser resolves them.
    const NodeRequest = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class extends NodeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
        }
      },
    );
    const requested: string[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      const url = new URL(request.url);
      requested.push(`${url.pathname}${url.search}`);
      return Promise.resolve(envelope([]));
    });
    const { fetchEvents } = await import('../features/event/api');
    const { fetchCategories, fetchLatestAds } = await import('../features/classified/api');
    await fetchEvents();
    await fetchCategories();
    await fetchLatestAds(6);
    expect(requested).toEqual(EARLY_READS.flatMap(([, urls]) => urls));
  });
});
