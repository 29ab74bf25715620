import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// Shared layout of the kit's dialog panels: header, scrolling body, footer.

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '56px',
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.small,
  flexShrink: 0,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.large,
  paddingBottom: vars.space.large,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
  flexShrink: 0,
  padding: vars.space.large,
  paddingTop: vars.space.small,
});
