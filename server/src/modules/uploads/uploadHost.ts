import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { HttpError, fail } from '../../http/errors.js';
import { MAX_UPLOAD_BYTES } from './policy.js';
import { isUploadKey, type StoredUpload, type UploadStore } from './store.js';

/** The fields of an upload form: a signed policy, its signature and one file. */
const FORM_FIELDS = ['policy', 'signature', 'file'];

/**
 * What the parser reads of an upload form at most: three parts (two text fields and one
 * file), field names and values no longer than a policy and its signature can be, a few
 * short headers per part, and a file of the largest accepted size.
 */
const FORM_LIMITS = {
  parts: 3,
  fields: 2,
  files: 1,
  fieldNameSize: 16,
  fieldSize: 4096,
  fileSize: MAX_UPLOAD_BYTES,
  headerPairs: 8,
  headerSize: 2048,
};

/** The largest body an upload form can be within FORM_LIMITS (with room for boundaries). */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * The body is handed to the parser in slices of this size, and no further slice once the
 * form is refused: a parser costs tens of microseconds per part, so a whole chunk of the
 * network's (64 KB, a thousand tiny parts) would cost milliseconds after the first breach.
 */
const SLICE_BYTES = 1024;

export interface UploadedFile {
  bytes: Buffer;
  /** The content type its part declared. */
  type: string;
}

/**
 * Reads the upload form of `request` with busboy within FORM_LIMITS, stopping at the first
 * breach: a part, field or file too many, an unknown field, a field too long, a file too
 * large, a malformed form. `authorise` checks the policy and signature as soon as both have
 * arrived: when they come before the file (as the app sends them), a refused policy stops
 * the reading before the file's first byte. A body declared larger than any form within the
 * limits is refused before any of it is parsed, and one of unknown length that grows past
 * that ends the connection. Answers what `authorise` answered and the file.
 */
export function readUploadForm<T>(
  request: FastifyRequest,
  authorise: (policy: string, signature: string) => T,
): Promise<{ authorised: T; file: UploadedFile }> {
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > MAX_BODY_BYTES) {
    throw fail.unprocessable('uploads.tooLarge');
  }
  let parser: InstanceType<typeof Busboy>;
  try {
    parser = new Busboy({ headers: request.headers as never, limits: FORM_LIMITS });
  } catch {
    // Not multipart, or no boundary.
    throw fail.badRequest('uploads.malformed');
  }
  const body = request.raw;
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let fileStream: BusboyFileStream | undefined;
    let file: UploadedFile | undefined;
    let authorised: { value: T } | undefined;
    let received = 0;
    let settled = false;

    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      body.off('data', feed);
      body.off('end', end);
      body.off('close', closed);
      // A file part left unread holds the parser where it is.
      fileStream?.pause();
      if (error === undefined) {
        resolve({ authorised: authorised!.value, file: file! });
      } else {
        reject(error instanceof HttpError ? error : fail.badRequest('uploads.malformed'));
      }
    };
    /** Runs a check inside a parser event; a refusal settles the form. */
    const checked = (check: () => void) => {
      if (settled) return;
      try {
        check();
      } catch (error) {
        settle(error);
      }
    };
    const authoriseOnce = () => {
      const policy = fields.get('policy');
      const signature = fields.get('signature');
      if (!authorised && policy && signature) authorised = { value: authorise(policy, signature) };
    };
    const known = (name: string) => {
      if (!FORM_FIELDS.includes(name)) {
        throw fail.badRequest('uploads.unknownField', { field: name.slice(0, 40) });
      }
      if (fields.has(name) || (name === 'file' && fileStream)) {
        throw fail.badRequest('uploads.tooManyParts');
      }
    };

    parser.on('field', (name: string, value: string, _nameTruncated: boolean, truncated: boolean) =>
      checked(() => {
        known(name);
        if (name === 'file') throw fail.badRequest('uploads.fieldRequired', { field: 'file' });
        if (truncated) throw fail.badRequest('uploads.fieldTooLong', { field: name });
        fields.set(name, value);
        authoriseOnce();
      }),
    );
    parser.on(
      'file',
      (name: string, stream: BusboyFileStream, _file: string, _encoding: string, type: string) =>
        checked(() => {
          known(name);
          fileStream = stream;
          if (name !== 'file') throw fail.badRequest('uploads.fieldRequired', { field: name });
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () => settle(fail.unprocessable('uploads.tooLarge')));
          // A form that ends inside its file.
          stream.on('error', () => settle(fail.badRequest('uploads.malformed')));
          stream.on('end', () => {
            file = { bytes: Buffer.concat(chunks), type };
          });
        }),
    );
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit']) {
      parser.on(limit, () => settle(fail.badRequest('uploads.tooManyParts')));
    }
    parser.on('error', () => settle(fail.badRequest('uploads.malformed')));
    parser.on('finish', () =>
      checked(() => {
        for (const name of ['policy', 'signature'] as const) {
          if (!fields.get(name)) throw fail.badRequest('uploads.fieldRequired', { field: name });
        }
        if (!file) throw fail.badRequest('uploads.fieldRequired', { field: 'file' });
        // A file sent before its policy is checked once the policy has arrived.
        authoriseOnce();
        settle();
      }),
    );

    function feed(chunk: Buffer) {
      received += chunk.length;
      if (received > MAX_BODY_BYTES) {
        // Only a body of unknown length gets here: its connection ends.
        settle(fail.unprocessable('uploads.tooLarge'));
        body.destroy();
        return;
      }
      for (let at = 0; at < chunk.length && !settled; at += SLICE_BYTES) {
        parser.write(chunk.subarray(at, at + SLICE_BYTES));
      }
    }
    function end() {
      if (!settled) parser.end();
    }
    function closed() {
      // The client went away before the end of its form.
      if (!body.complete) settle(fail.badRequest('uploads.malformed'));
    }
    body.on('data', feed);
    body.on('end', end);
    body.on('close', closed);
  });
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
 * The local upload host's routes outside the contract: multipart bodies left for
 * `POST /{bucket}/` to read its form (readUploadForm), and the stored files, served from `store` at /uploads/<bucket>/<path>
 * (HEAD too) with their stored content type, never sniffed by browsers.
 */
export function registerUploadHost(app: FastifyInstance, store: UploadStore): void {
  // The body of a multipart request is left unread here; readUploadForm reads an upload's.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
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
