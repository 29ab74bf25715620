import { style } from '@vanilla-extract/css';

/** A link whose look already says "link" (a tile, a chip, a name in a row): no underline. */
export const plainLink = style({ textDecoration: 'none' });
