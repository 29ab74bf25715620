import { style } from '@vanilla-extract/css';
import { plainLink } from '../../common/links.css';

/** An order or item name links to its screen; it is underlined only under the pointer. */
export const hoverLink = style([
  plainLink,
  { selectors: { '&:hover': { textDecoration: 'underline' } } },
]);

/** The membership card has the shape of a bank card (ISO/IEC 7810 ID-1). */
export const memberCard = style({ aspectRatio: '1.586' });

/** Card and pay-code numbers have a little room between digits, to be read out at a till. */
export const digits = style({ letterSpacing: '0.08em' });

/** The card number sits in the middle of the card's free height. */
export const cardNumber = style({ alignSelf: 'center' });

/** The pay code's QR image keeps sharp modules when scaled to the screen's width. */
