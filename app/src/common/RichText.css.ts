import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** HTML from the back office: pictures fit the column, links in the brand colour. */
export const html = style({});
globalStyle(`${html} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${html} a`, { color: vars.color.brand });
