import { style } from '@vanilla-extract/css';

/** An ad's first picture in a list row: a small square, cropped. */
export const thumb = style({
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: 8,
  display: 'block',
});

/** A chosen picture in the ad form: a square tile with its remove button in the corner. */
export const formPicture = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: 8,
  display: 'block',
});

export const formPictureRemove = style({
  position: 'absolute',
  top: 4,
  right: 4,
});
