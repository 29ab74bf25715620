import { style } from '@vanilla-extract/css';

/** The upload's progress bar under the centred avatar: full width up to a short bar's. */
export const progress = style({ width: '100%', maxWidth: '240px' });
