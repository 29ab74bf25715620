import { fail } from './errors.js';

/** Paths of this server that hold pictures: uploads, and its own files (the seeds' pictures). */
const OWN_PICTURE_PATHS = ['/uploads/', '/static/'] as const;

/** Where pictures may come from besides this server's own paths. */
export interface PictureSources {
  /** The server's public address (PUBLIC_URL), or '' when not set. */
  publicUrl: string;
  /** Other origins whose pictures are taken (PICTURE_ORIGINS), e.g. a CDN. */
  pictureOrigins: readonly string[];
}

/** The base relative addresses are resolved against, to tell this server's paths from `//host`. */
const HERE = 'http://this-server.invalid';

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * The address to keep for the picture `value`, or undefined when this server does not take
 * it. Taken: a path under `/uploads/` or `/static/`; such a path at the public address
 * (the upload config's `cdn` and an upload's `url`), kept as sent; at the origin the client
 * called, which only its Host header names, kept as the path alone; and any picture of an
 * allowed origin. The address is read as a browser would on a page of this server, so
 * `//host/...`, `/\host/...` and `/uploads/../x` are what they lead to. An empty text is
 * no picture, kept as it is.
 */
export function acceptedPicture(
  value: string,
  sources: PictureSources,
  requestOrigin: string,
): string | undefined {
  if (value === '') return value;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  const ownPath = OWN_PICTURE_PATHS.some((prefix) => url.pathname.startsWith(prefix));
  const path = `${url.pathname}${url.search}`;
  if (url.origin === HERE) return ownPath && /^\/(?![/\\])/.test(value) ? path : undefined;
  if (sources.pictureOrigins.includes(url.origin)) return url.href;
  if (ownPath && url.origin === originOf(sources.publicUrl)) return url.href;
  if (ownPath && url.origin === originOf(requestOrigin)) return path;
  return undefined;
}

/**
 * Checks the pictures of a request body at `fields` (paths of property names, `*` for
 * every item), replacing each by the address to keep. The first one not taken is refused
 * with 400 naming its field (`pics.1`), before anything is changed.
 */
export function takePictures(
  body: unknown,
  fields: readonly (readonly string[])[],
  accept: (value: string) => string | undefined,
): void {
  const visit = (
    holder: Record<string, unknown>,
    key: string,
    path: readonly string[],
    at: string[],
  ) => {
    const value = holder[key];
    if (path.length === 0) {
      if (typeof value !== 'string') return;
      const kept = accept(value);
      if (kept === undefined)
        throw fail.badRequest('errors.pictureNotTaken', { field: at.join('.') });
      holder[key] = kept;
      return;
    }
    const [step, ...rest] = path as [string, ...string[]];
    if (step === '*') {
      if (!Array.isArray(value)) return;
      value.forEach((_item, index) =>
        visit(value as unknown as Record<string, unknown>, String(index), rest, [
          ...at,
          String(index),
        ]),
      );
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      visit(value as Record<string, unknown>, step, rest, [...at, step]);
    }
  };
  for (const field of fields) visit({ body }, 'body', field, []);
}
