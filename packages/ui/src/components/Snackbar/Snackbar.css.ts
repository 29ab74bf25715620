import { createVar, keyframes, style } from '@vanilla-extract/css';
import { toneVariants } from '../../internal/tone';
import { vars } from '../../themes/contract.css';

export const snackbarTones = ['caution', 'critical', 'positive', 'neutral'] as const;

const toneColor = createVar();
const onToneColor = createVar();

const dropIn = keyframes({
  from: { transform: 'translateY(-100%)' },
  to: { transform: 'none' },
});

export const viewport = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: vars.zIndex.snackbar,
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.small,
  pointerEvents: 'none',
});

export const snackbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  maxWidth: '560px',
  minHeight: '48px',
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  background: toneColor,
  color: onToneColor,
  boxShadow: vars.shadow.large,
  pointerEvents: 'auto',
  animation: `${dropIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const tone = toneVariants(snackbarTones, toneColor, onToneColor);

export const message = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});

export const action = style({
  appearance: 'none',
  minHeight: '36px',
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const dismiss = style({ color: 'inherit' });
