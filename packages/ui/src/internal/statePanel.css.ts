import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// The centred panel a list or page part shows instead of content (empty, failed).

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const rootTone = styleVariants({
  neutral: { color: vars.color.text },
  critical: {},
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  marginBottom: vars.space.small,
  borderRadius: vars.radius.full,
});

export const iconTone = styleVariants({
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  critical: {
    background: `color-mix(in srgb, ${vars.color.critical} 10%, ${vars.color.surface})`,
    color: vars.color.critical,
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  maxWidth: '320px',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});

/** A server's message can hold long unbroken words: they wrap anywhere. */
export const descriptionTone = styleVariants({
  neutral: {},
  critical: { overflowWrap: 'anywhere' },
});

export const action = style({ marginTop: vars.space.small });
