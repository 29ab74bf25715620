import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../../context.js';
import { callerOf } from '../../http/caller.js';
import { HttpError, fail } from '../../http/errors.js';
import { registerMessages } from '../../i18n/translate.js';
import type { ServerModule } from '../registry.js';
import en from './locales/en.json' with { type: 'json' };
import mn from './locales/mn.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };
import {
  BUCKET,
  MAX_UPLOAD_BYTES,
  POLICY_LIFETIME_MS,
  UPLOAD_CONFIGS,
  createPolicy,
  decodePolicy,
  signatureMatches,
  sniffImage,
} from './policy.js';

registerMessages('uploads', { 'zh-Hans': zhHans, en, mn });

/** Largest multipart body read at all; larger files are refused while they arrive. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
const FORM_FIELDS = ['file', 'policy', 'signature'];

/** Where stored uploads live: `<dataDir>/uploads/<bucket>/<save path>`, served at /uploads/. */
const uploadsRoot = (ctx: AppContext) => path.join(ctx.config.dataDir, 'uploads');

/** The public origin of this server: PUBLIC_URL, else the origin the client called. */
const originOf = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicUrl.replace(/\/$/, '') || `${request.protocol}://${request.host}`;

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

/** The fields of a multipart body, parsed with the Web `Request.formData()`. */
async function readForm(request: FastifyRequest): Promise<FormData> {
  const body = request.body;
  const contentType = request.headers['content-type'];
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
 * Upload policies (`/api/upconfig/{config}`) and the local upload host (`POST /{bucket}/`)
 * that checks them and stores images under the data directory, served at /uploads/.
 */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  handlers: (ctx) => ({
    async getUploadConfig(request) {
      const { config } = request.params;
      if (!(UPLOAD_CONFIGS as readonly string[]).includes(config)) {
        throw fail.notFound('uploads.configNotFound', { config });
      }
      const expiresAt = new Date(ctx.now().getTime() + POLICY_LIFETIME_MS);
      const { policy, signature } = createPolicy(
        config,
        callerOf(request).id,
        expiresAt,
        ctx.config.secret,
      );
      return {
        policy,
        signature,
        bucket: BUCKET,
        cdn: `${originOf(ctx, request.raw)}/uploads/${BUCKET}`,
        expiresAt: expiresAt.toISOString(),
        maxSize: MAX_UPLOAD_BYTES,
      };
    },

    async uploadFile({ params, raw }) {
      if (params.bucket !== BUCKET) throw fail.notFound('uploads.noSuchBucket');
      const form = await readForm(raw);
      for (const name of new Set(form.keys())) {
        if (!FORM_FIELDS.includes(name)) {
          throw fail.badRequest('uploads.unknownField', { field: name.slice(0, 40) });
        }
      }
      const policy = form.get('policy');
      const signature = form.get('signature');
      const file = form.get('file');
      if (typeof policy !== 'string' || policy === '') {
        throw fail.badRequest('uploads.fieldRequired', { field: 'policy' });
      }
      if (typeof signature !== 'string' || signature === '') {
        throw fail.badRequest('uploads.fieldRequired', { field: 'signature' });
      }
      if (!file || typeof file === 'string') {
        throw fail.badRequest('uploads.fieldRequired', { field: 'file' });
      }
      if (policy.length > 4096 || signature.length > 256) {
        throw fail.badRequest('uploads.malformed');
      }

      if (!signatureMatches(policy, signature, ctx.config.secret)) {
        throw new HttpError(403, { key: 'uploads.signatureInvalid' });
      }
      const content = decodePolicy(policy);
      if (!content || content.bucket !== params.bucket) {
        throw new HttpError(403, { key: 'uploads.wrongBucket' });
      }
      if (content.expiration * 1000 <= ctx.now().getTime()) {
        throw new HttpError(403, { key: 'uploads.policyExpired' });
      }

      const [minSize, policyMax] = content['content-length-range'];
      const maxSize = Math.min(policyMax, MAX_UPLOAD_BYTES);
      if (file.size > maxSize) throw fail.unprocessable('uploads.tooLarge');
      if (file.size < Math.max(1, minSize)) throw fail.unprocessable('uploads.notImage');
      if (!file.type.startsWith('image/')) throw fail.unprocessable('uploads.notImage');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const image = sniffImage(bytes);
      if (!image) throw fail.unprocessable('uploads.notImage');

      const name = randomBytes(16).toString('hex');
      const url = content['save-key'].replace('{random}', name).replace('{suffix}', image.suffix);
      const bucketDir = path.join(uploadsRoot(ctx), BUCKET);
      const target = path.join(bucketDir, ...url.split('/').filter(Boolean));
      if (!target.startsWith(bucketDir + path.sep)) throw fail.forbidden();
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes, { flag: 'wx' });
      ctx.log.info({ upload: { url, size: bytes.length, type: image.type } }, 'upload stored');
      return { url };
    },
  }),

  async register(app, ctx) {
    registerMultipartParser(app);
    const root = uploadsRoot(ctx);
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
  },
};
