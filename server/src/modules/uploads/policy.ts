import { createHmac, timingSafeEqual } from 'node:crypto';

/** The only bucket of the local upload host. */
export const BUCKET = 'citylife';
/** Largest accepted file: 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** A policy is valid 30 minutes. */
export const POLICY_LIFETIME_MS = 30 * 60 * 1000;
/** Upload configs: what an upload is for, and the folder its files go to. */
export const UPLOAD_CONFIGS = [
  'avatar',
  'classified',
  'attraction',
  'poll',
  'review',
  'event',
] as const;

/**
 * The signed policy, sent base64-encoded: the bucket, where the file goes (`{random}` and
 * `{suffix}` filled in by the upload host), when the policy expires (Unix seconds), the
 * accepted size range in bytes and the accepted types.
 */
export interface UploadPolicy {
  bucket: string;
  'save-key': string;
  expiration: number;
  'content-length-range': [number, number];
  'allow-file-type': string;
}

const SAVE_KEY = /^\/[a-z][a-z0-9_]*\/\d+\/\{random\}\{suffix\}$/;

export const signPolicy = (policy: string, secret: string) =>
  createHmac('sha256', secret).update(policy).digest('hex');

export function createPolicy(config: string, userId: number, expiresAt: Date, secret: string) {
  const content: UploadPolicy = {
    bucket: BUCKET,
    'save-key': `/${config}/${userId}/{random}{suffix}`,
    expiration: Math.floor(expiresAt.getTime() / 1000),
    'content-length-range': [1, MAX_UPLOAD_BYTES],
    'allow-file-type': 'image/*',
  };
  const policy = Buffer.from(JSON.stringify(content), 'utf8').toString('base64');
  return { policy, signature: signPolicy(policy, secret), content };
}

/** Whether `signature` is this server's signature of `policy` (compared in constant time). */
export function signatureMatches(policy: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(signPolicy(policy, secret), 'hex');
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The policy's content, or undefined when it is not a policy of this server's shape. */
export function decodePolicy(policy: string): UploadPolicy | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const content = value as Partial<UploadPolicy> | null;
  const range = content?.['content-length-range'];
  if (
    typeof content?.bucket !== 'string' ||
    typeof content['save-key'] !== 'string' ||
    !SAVE_KEY.test(content['save-key']) ||
    typeof content.expiration !== 'number' ||
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n)) ||
    content['allow-file-type'] !== 'image/*'
  ) {
    return undefined;
  }
  return content as UploadPolicy;
}

/** The image type of a file from its first bytes (JPEG, PNG, GIF, WebP), if it is one. */
export function sniffImage(bytes: Uint8Array): { type: string; suffix: string } | undefined {
  const starts = (offset: number, ...values: number[]) =>
    values.every((value, i) => bytes[offset + i] === value);
  const ascii = (offset: number, text: string) =>
    starts(offset, ...Array.from(text, (c) => c.charCodeAt(0)));
  if (starts(0, 0xff, 0xd8, 0xff)) return { type: 'image/jpeg', suffix: '.jpg' };
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) {
    return { type: 'image/png', suffix: '.png' };
  }
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { type: 'image/gif', suffix: '.gif' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { type: 'image/webp', suffix: '.webp' };
  return undefined;
}
