import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServiceDeps } from '../../context.js';
import { HttpError, fail } from '../../http/errors.js';
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
import { isUploadKey, type UploadStore } from './store.js';
import { readUploadForm } from './uploadHost.js';

/**
 * Upload policies (`/api/upconfig/{config}`) and the local upload host (`POST /{bucket}/`)
 * that checks them and keeps images in the upload store, under `<bucket>/<save path>`.
 */
export class UploadService {
  constructor(
    private readonly deps: ServiceDeps<'now' | 'config' | 'log', { store: UploadStore }>,
  ) {}

  private get store() {
    return this.deps.store;
  }

  /**
   * A signed policy for the user's upload of one kind (`config`); `requestOrigin` is the
   * origin the client called, for the CDN URL when PUBLIC_URL is not set.
   */
  policy(config: string, userId: number, requestOrigin: string) {
    if (!(UPLOAD_CONFIGS as readonly string[]).includes(config)) {
      throw fail.notFound('uploads.configNotFound', { config });
    }
    const expiresAt = new Date(this.deps.now().getTime() + POLICY_LIFETIME_MS);
    const { policy, signature } = createPolicy(config, userId, expiresAt, this.deps.config.secret);
    const origin = this.deps.config.publicUrl.replace(/\/$/, '') || requestOrigin;
    return {
      policy,
      signature,
      bucket: BUCKET,
      cdn: `${origin}/uploads/${BUCKET}`,
      expiresAt: expiresAt.toISOString(),
      maxSize: MAX_UPLOAD_BYTES,
    };
  }

  /**
   * The content of a policy this server signed for `bucket` and that has not expired;
   * refused with 403 otherwise.
   */
  private authorise(bucket: string, policy: string, signature: string) {
    if (!signatureMatches(policy, signature, this.deps.config.secret)) {
      throw new HttpError(403, { key: 'uploads.signatureInvalid' });
    }
    const content = decodePolicy(policy);
    if (!content || content.bucket !== bucket) {
      throw new HttpError(403, { key: 'uploads.wrongBucket' });
    }
    if (content.expiration * 1000 <= this.deps.now().getTime()) {
      throw new HttpError(403, { key: 'uploads.policyExpired' });
    }
    return content;
  }

  /** Stores the image of the multipart upload `request` once its policy checks out. */
  async upload(bucket: string, request: FastifyRequest) {
    if (bucket !== BUCKET) throw fail.notFound('uploads.noSuchBucket');
    const { authorised: content, file } = await readUploadForm(request, (policy, signature) =>
      this.authorise(bucket, policy, signature),
    );

    const [minSize, policyMax] = content['content-length-range'];
    const maxSize = Math.min(policyMax, MAX_UPLOAD_BYTES);
    if (file.bytes.length > maxSize) throw fail.unprocessable('uploads.tooLarge');
    if (file.bytes.length < Math.max(1, minSize)) throw fail.unprocessable('uploads.notImage');
    if (!file.type.startsWith('image/')) throw fail.unprocessable('uploads.notImage');
    const bytes = file.bytes;
    const image = sniffImage(bytes);
    if (!image) throw fail.unprocessable('uploads.notImage');

    const name = randomBytes(16).toString('hex');
    const url = content['save-key'].replace('{random}', name).replace('{suffix}', image.suffix);
    const key = `${bucket}${url}`;
    if (!isUploadKey(key)) throw fail.forbidden();
    // A key is written once; a random name that is taken already is a fault, never a replacement.
    if (!(await this.store.put(key, bytes, image.type))) {
      throw new Error(`upload key taken: ${key}`);
    }
    this.deps.log.info({ upload: { url, size: bytes.length, type: image.type } }, 'upload stored');
    return { url };
  }
}
