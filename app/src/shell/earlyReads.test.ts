// The boot script's early reads against the calls the landing screens make.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READS } from '../api/earlyReads';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), {
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early reads', () => {
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
    // The client keeps the Request class it found when its module ran: it runs again here.
    vi.resetModules();
    const { fetchEvents } = await import('../features/event/api');
    const { fetchCategories, fetchLatestAds } = await import('../features/classified/api');
    await fetchEvents();
    await fetchCategories();
    await fetchLatestAds(6);
    expect(requested).toEqual(EARLY_READS.flatMap(([, urls]) => urls));
  });
});
