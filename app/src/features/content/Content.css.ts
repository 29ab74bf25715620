import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@citylife/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  maxWidth: '640px',
  margin: '0 auto',
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXlarge });

export const html = style({
  lineHeight: vars.font.lineHeightStandard,
  overflowWrap: 'anywhere',
});

globalStyle(`${html} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${html} a`, { color: vars.color.brand });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const footer = style({
  margin: 0,
  fontSize: vars.font.sizeXsmall,
  color: vars.color.textMuted,
  textAlign: 'center',
});
