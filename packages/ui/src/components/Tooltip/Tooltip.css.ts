import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '240px',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.sizeXsmall,
  lineHeight: vars.font.lineHeightStandard,
  boxShadow: vars.shadow.medium,
  pointerEvents: 'none',
});

export const arrow = style({ fill: vars.color.text });
