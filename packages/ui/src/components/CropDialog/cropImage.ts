/** A rectangle of the source picture in its own pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropImageOptions {
  /** Output type; JPEG by default. */
  type?: string;
  /** Encoder quality for lossy types. */
  quality?: number;
  /** Output width in pixels (height keeps the area's ratio); the area's own width by default. */
  width?: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Cannot load ${src}`));
    image.src = src;
  });
}

/** Draws `area` of the picture at `src` into a canvas and returns it as a file blob. */
export async function cropImage(
  src: string,
  area: CropArea,
  { type = 'image/jpeg', quality = 0.92, width }: CropImageOptions = {},
): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width ?? area.width);
  canvas.height = Math.round((canvas.width * area.height) / area.width);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Cannot encode the cropped picture'))),
      type,
      quality,
    );
  });
}
