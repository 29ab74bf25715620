import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** The pictures side by side, one a screen wide, snapping into place as they are swiped. */
export const gallery = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const galleryPicture = style({
  flex: '0 0 100%',
  scrollSnapAlign: 'start',
  width: '100%',
});

/** Item pictures are square and shown whole; scenery fills a wide frame. */
export const galleryShape = styleVariants({
  square: { aspectRatio: '1 / 1', objectFit: 'contain' },
  wide: { aspectRatio: '16 / 9', objectFit: 'cover' },
});

/** The picture counter sits on the gallery's lower right corner. */
export const galleryCounter = style({
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
});
