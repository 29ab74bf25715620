import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { inlineCentered } from '../../internal/declarations';
import { softWash, toneVariants } from '../../internal/tone';
import { vars } from '../../themes/contract.css';

export const badgeTones = [
  'brand',
  'accent',
  'positive',
  'critical',
  'caution',
  'neutral',
] as const;
export const badgeVariants = ['solid', 'soft'] as const;

const toneColor = createVar();
const onToneColor = createVar();

export const badge = style({
  ...inlineCentered,
  minWidth: '20px',
  height: '20px',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.font.sizeXsmall,
  fontWeight: vars.font.weightStrong,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const tone = toneVariants(badgeTones, toneColor, onToneColor);

export const variant = styleVariants({
  solid: { background: toneColor, color: onToneColor },
  soft: { background: softWash(toneColor), color: toneColor },
});

export const dot = style({ minWidth: '10px', width: '10px', height: '10px', padding: 0 });
