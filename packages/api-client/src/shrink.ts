/** Encodes an image at a JPEG quality (0..1); the browser's canvas by default. */
export type ImageEncoder = (image: Blob, quality: number) => Promise<Blob>;

export interface ShrinkOptions {
  /** Images above this many bytes are shrunk (default: 2 MB). */
  limit?: number;
  /** Size to shrink toward (default: 1 MB). */
  target?: number;
  /** First quality tried (default: 0.7). */
  quality?: number;
  /** Quality step down (default: 10%). */
  step?: number;
  /** Lowest quality tried (default: 10%). */
  minQuality?: number;
  encode?: ImageEncoder;
}

export const MB = 1024 * 1024;

export interface ShrinkResult {
  blob: Blob;
  /** Whether the image was re-encoded. */
  shrunk: boolean;
  /** Qualities tried, in order. */
  qualities: number[];
}

/**
 * Shrinks an image above `limit` toward `target`: re-encodes at `quality`, then steps the
 * quality down by `step` until the result fits or `minQuality` is reached.
 */
export async function shrinkImage(file: Blob, options: ShrinkOptions = {}): Promise<ShrinkResult> {
  const limit = options.limit ?? 2 * MB;
  const target = options.target ?? 1 * MB;
  const step = options.step ?? 0.1;
  const minQuality = options.minQuality ?? 0.1;
  const encode = options.encode ?? encodeWithCanvas;
  if (file.size <= limit || !file.type.startsWith('image/')) {
    return { blob: file, shrunk: false, qualities: [] };
  }
  const qualities: number[] = [];
  let quality = options.quality ?? 0.7;
  let best: Blob = file;
  for (;;) {
    qualities.push(quality);
    const encoded = await encode(file, quality);
    if (encoded.size < best.size) best = encoded;
    if (encoded.size <= target) return { blob: encoded, shrunk: true, qualities };
    const next = Math.round((quality - step) * 100) / 100;
    if (next < minQuality - 1e-9) return { blob: best, shrunk: best !== file, qualities };
    quality = next;
  }
}

/** Re-encodes an image as JPEG through a canvas (browsers only). */
async function encodeWithCanvas(image: Blob, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(bitmap.width, bitmap.height)
      : Object.assign(document.createElement('canvas'), {
          width: bitmap.width,
          height: bitmap.height,
        });
  const context = canvas.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  if (canvas instanceof OffscreenCanvas) {
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))),
      'image/jpeg',
      quality,
    ),
  );
}
