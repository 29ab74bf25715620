import { describe, expect, it } from 'vitest';
import { MB, shrinkImage, type ImageEncoder } from './shrink';

/** An encoder whose output size is proportional to quality, like a JPEG of a photo. */
function proportionalEncoder(bytesAtFullQuality: number): ImageEncoder & { calls: number[] } {
  const calls: number[] = [];
  const encode = async (_image: Blob, quality: number) => {
    calls.push(quality);
    return new Blob([new Uint8Array(Math.round(bytesAtFullQuality * quality))], {
      type: 'image/jpeg',
    });
  };
  return Object.assign(encode, { calls });
}

const image = (bytes: number, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

describe('shrinkImage', () => {
  it('leaves images of at most 2 MB alone', async () => {
    const encode = proportionalEncoder(5 * MB);
    const file = image(2 * MB);
    const result = await shrinkImage(file, { encode });
    expect(result).toEqual({ blob: file, shrunk: false, qualities: [] });
    expect(encode.calls).toEqual([]);
  });

  it('starts at quality 0.7 and stops at the first result of 1 MB or less', async () => {
    const encode = proportionalEncoder(1.2 * MB); // 0.7 -> 0.84 MB
    const result = await shrinkImage(image(3 * MB), { encode });
    expect(result.qualities).toEqual([0.7]);
    expect(result.blob.size).toBeLessThanOrEqual(MB);
    expect(result.shrunk).toBe(true);
  });

  it('steps the quality down by 10% until the image fits', async () => {
    const encode = proportionalEncoder(3 * MB); // fits at 0.3 (0.9 MB)
    const result = await shrinkImage(image(4 * MB), { encode });
    expect(result.qualities).toEqual([0.7, 0.6, 0.5, 0.4, 0.3]);
    expect(result.blob.size).toBe(Math.round(3 * MB * 0.3));
  });

  it('stops at quality 0.1 with the smallest result when nothing fits', async () => {
    const encode = proportionalEncoder(20 * MB);
    const result = await shrinkImage(image(20 * MB), { encode });
    expect(result.qualities).toEqual([0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    expect(result.blob.size).toBe(Math.round(20 * MB * 0.1));
  });

  it('does not re-encode what is not an image', async () => {
    const encode = proportionalEncoder(5 * MB);
    const file = image(3 * MB, 'application/pdf');
    expect((await shrinkImage(file, { encode })).blob).toBe(file);
    expect(encode.calls).toEqual([]);
  });
});
