import type { ApiClient } from './client';
import type { paths } from './generated/schema';
import { shrinkImage, type ShrinkOptions } from './shrink';

export interface UploadOptions {
  /** Upload configuration name of `/api/upconfig/{config}`, e.g. `avatar`. */
  config: paths['/api/upconfig/{config}']['get']['parameters']['path']['config'];
  /** File name sent in the multipart body (the avatar is sent as `avatar.jpg`). */
  fileName?: string;
  /** Progress from 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Retries after a failed attempt (default: 2). */
  retries?: number;
  /** Upload host origin; the API's own base URL by default. */
  uploadUrl?: string;
  /** Shrinking of images over 2 MB toward 1 MB; false sends the file as it is. */
  shrink?: ShrinkOptions | false;
  signal?: AbortSignal;
}

export interface UploadResult {
  /** The CDN prefix plus the URL the upload host returned. */
  url: string;
  /** Whether a large image was shrunk before sending (the app says so). */
  shrunk: boolean;
  /** Bytes sent. */
  size: number;
}

/** An upload that failed after its retries; `message` is the translation key to show. */
export class UploadError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined, cause?: unknown) {
    super('upload.failed', { cause });
    this.name = 'UploadError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** A file still over the upload policy's size limit after shrinking; nothing was sent. */
export class FileTooLargeError extends UploadError {
  readonly maxSize: number;

  constructor(maxSize: number) {
    super(413, undefined);
    this.name = 'FileTooLargeError';
    this.maxSize = maxSize;
  }
}

interface Answer {
  status: number;
  body: unknown;
}

function postWithProgress(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal: AbortSignal | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the text
      }
      resolve({ status: xhr.status, body });
    });
    xhr.addEventListener('error', () => reject(new UploadError(0, undefined)));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Uploads a file: fetch the upload policy of `config`, shrink images over 2 MB (a file
 * still over the policy's `maxSize` is refused with FileTooLargeError, unsent), post
 * `file`, `policy` and `signature` as multipart to the upload host with progress, retry up
 * to twice, and answer the CDN-prefixed URL.
 */
export async function uploadFile(
  client: ApiClient,
  file: Blob,
  options: UploadOptions,
): Promise<UploadResult> {
  const retries = options.retries ?? 2;
  const onProgress = options.onProgress ?? (() => {});
  onProgress(0);

  const policy = await client.call((c) =>
    c.GET('/api/upconfig/{config}', { params: { path: { config: options.config } } }),
  );
  const { blob, shrunk } =
    options.shrink === false
      ? { blob: file, shrunk: false }
      : await shrinkImage(file, options.shrink);
  if (blob.size > policy.maxSize) throw new FileTooLargeError(policy.maxSize);

  const host = (options.uploadUrl ?? client.options.baseUrl).replace(/\/$/, '');
  const url = `${host}/${encodeURIComponent(policy.bucket)}/`;
  const fileName = options.fileName ?? (file instanceof File ? file.name : 'upload');

  let last: UploadError = new UploadError(0, undefined);
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    const form = new FormData();
    form.append('policy', policy.policy);
    form.append('signature', policy.signature);
    form.append('file', blob, fileName);
    try {
      const answer = await postWithProgress(url, form, onProgress, options.signal);
      const body = answer.body as { code?: unknown; data?: { url?: unknown } } | null;
      if (answer.status >= 200 && answer.status < 300 && body?.code === 0) {
        const path = String(body.data?.url ?? '');
        onProgress(100);
        return { url: policy.cdn + path, shrunk, size: blob.size };
      }
      last = new UploadError(answer.status, messageOf(answer.body));
      // A request the host refused (too large, wrong type, bad signature) will not improve.
      if (answer.status >= 400 && answer.status < 500) break;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      last = error instanceof UploadError ? error : new UploadError(0, undefined, error);
    }
  }
  throw last;
}
