import { style } from '@vanilla-extract/css';

/** The send button's text keeps one line, and its countdown digits keep their width. */
export const sendCode = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
