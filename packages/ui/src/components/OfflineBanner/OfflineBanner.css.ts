import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: '36px',
  paddingInline: vars.space.large,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
});

export const tone = styleVariants({
  offline: { background: vars.color.caution, color: vars.color.onCaution },
  online: { background: vars.color.positive, color: vars.color.onPositive },
});
