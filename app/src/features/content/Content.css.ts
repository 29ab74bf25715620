import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

/** A page's HTML from the back office: pictures fit the column, links in the brand colour. */
export const html = style({});
globalStyle(`${html} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${html} a`, { color: vars.color.brand });

/** The about facts: names in one column as wide as the longest, values beside them. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
});
