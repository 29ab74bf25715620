import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { SOFT_MIX } from '../../themes/palette';

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
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.font.sizeXsmall,
  fontWeight: vars.font.weightStrong,
  lineHeight: 1,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  brand: { vars: { [toneColor]: vars.color.brand, [onToneColor]: vars.color.onBrand } },
  accent: { vars: { [toneColor]: vars.color.accent, [onToneColor]: vars.color.onAccent } },
  positive: { vars: { [toneColor]: vars.color.positive, [onToneColor]: vars.color.onPositive } },
  critical: { vars: { [toneColor]: vars.color.critical, [onToneColor]: vars.color.onCritical } },
  caution: { vars: { [toneColor]: vars.color.caution, [onToneColor]: vars.color.onCaution } },
  neutral: { vars: { [toneColor]: vars.color.neutral, [onToneColor]: vars.color.onNeutral } },
});

export const variant = styleVariants({
  solid: { background: toneColor, color: onToneColor },
  soft: {
    background: `color-mix(in srgb, ${toneColor} ${SOFT_MIX * 100}%, ${vars.color.surface})`,
    color: toneColor,
  },
});

export const dot = style({ minWidth: '10px', width: '10px', height: '10px', padding: 0 });
