import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../http/errors.js';
import { isUploadKey, type StoredUpload, type UploadStore } from './store.js';

/** Largest multipart body read at all; larger files are refused while they arrive. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Reads a multipart body into a buffer, refusing bodies over MAX_BODY_BYTES with 422. */
function registerMultipartParser(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    if (Number(request.headers['content-length']) > MAX_BODY_BYTES) {
      done(fail.unprocessable('uploads.tooLarge'), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(error, body);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) finish(fail.unprocessable('uploads.tooLarge'));
      else chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (error) => finish(error));
  });
}

/** The fields of a multipart body (read by the parser above), parsed with the Web `Request.formData()`. */
export async function readForm(body: unknown, contentType: string | undefined): Promise<FormData> {
  if (!Buffer.isBuffer(body) || !contentType) throw fail.badRequest('uploads.malformed');
  try {
    return await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw fail.badRequest('uploads.malformed');
  }
}

/** A year: a key names one file for good (random names, written once), so it never goes stale. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The validator of a stored file: its size and the time it was stored. */
const etagOf = (upload: StoredUpload) =>
  `"${upload.size.toString(16)}-${upload.storedAt.getTime().toString(16)}"`;

/**
 * Whether the caller's copy is current: its `If-None-Match` names the file's ETag (or `*`),
 * or, without that header, its `If-Modified-Since` is not before the time the file was stored
 * (to the second, as HTTP dates go).
 */
function isNotModified(request: FastifyRequest, etag: string, storedAt: Date): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(storedAt.getTime() / 1000) * 1000 <= since;
}

/**
 * The local upload host's routes outside the contract: the multipart body parser of
 * `POST /{bucket}/`, and the stored files, served from `store` at /uploads/<bucket>/<path>
 * (HEAD too) with their stored content type, never sniffed by browsers.
 */
export function registerUploadHost(app: FastifyInstance, store: UploadStore): void {
  registerMultipartParser(app);
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const upload = isUploadKey(key) ? await store.get(key) : undefined;
    if (!upload) throw fail.notFound('uploads.fileNotFound');
    const etag = etagOf(upload);
    reply
      .header('content-type', upload.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', CACHE_CONTROL)
      .header('etag', etag)
      .header('last-modified', upload.storedAt.toUTCString());
    if (isNotModified(request, etag, upload.storedAt)) return reply.status(304).send();
    return reply
      .header('content-length', upload.size)
      .send(Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.byteLength));
  });
}
