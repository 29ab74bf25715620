import { style } from '@vanilla-extract/css';

/** Sign-in and account forms are narrower than the kit's standard page. */
export const page = style({ maxWidth: '480px' });
