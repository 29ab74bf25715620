import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail } from '../../http/errors.js';

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

/**
 * The local upload host's routes outside the contract: the multipart body parser of
 * `POST /{bucket}/`, and the stored files under `root`, served at /uploads/.
 */
export async function registerUploadHost(app: FastifyInstance, root: string): Promise<void> {
  registerMultipartParser(app);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    setHeaders(res) {
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
