import { style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** A link that reads as its text (a figure tile, an item or order name): no underline. */
export const plainLink = style({ textDecoration: 'none' });

/** An order or item name links to its screen; it is underlined only under the pointer. */
export const hoverLink = style([
  plainLink,
  { selectors: { '&:hover': { textDecoration: 'underline' } } },
]);

/** An order line's picture: a fixed square, cropped to fill it. */
export const linePicture = style({
  width: '56px',
  height: '56px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

/** The membership card has the shape of a bank card (ISO/IEC 7810 ID-1). */
export const memberCard = style({ aspectRatio: '1.586' });

/** Card and pay-code numbers have a little room between digits, to be read out at a till. */
export const digits = style({ letterSpacing: '0.08em' });

/** The card number sits in the middle of the card's free height. */
export const cardNumber = style({ alignSelf: 'center' });

/** The pay code's QR image keeps sharp modules when scaled to the screen's width. */
export const qr = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  imageRendering: 'pixelated',
});
