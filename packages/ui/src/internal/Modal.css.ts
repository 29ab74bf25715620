import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// Only colour and position animate: content is visible (and testable) from the first frame.
const fadeIn = keyframes({ from: { backgroundColor: 'transparent' } });
const riseIn = keyframes({
  from: { transform: 'translateY(16px)' },
  to: { transform: 'none' },
});
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
const slideFromBottom = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'none' },
});

const reducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
  '@media': reducedMotion,
});

export const backdropPlacement = styleVariants({
  center: { alignItems: 'center', justifyContent: 'center', padding: vars.space.large },
  fullscreen: { alignItems: 'stretch', justifyContent: 'stretch' },
  right: { alignItems: 'stretch', justifyContent: 'flex-end' },
  bottom: { alignItems: 'flex-end', justifyContent: 'center' },
  bare: { alignItems: 'stretch', justifyContent: 'stretch', background: 'transparent' },
});

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  outline: 'none',
  overflow: 'hidden',
});

export const panelPlacement = styleVariants({
  center: {
    width: '100%',
    maxWidth: vars.layout.dialogMaxWidth,
    maxHeight: '100%',
    borderRadius: vars.radius.large,
    animation: `${riseIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    '@media': reducedMotion,
  },
  fullscreen: {
    width: '100%',
    height: '100%',
    animation: `${riseIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    '@media': reducedMotion,
  },
  right: {
    width: 'min(320px, 85vw)',
    height: '100%',
    animation: `${slideFromRight} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    '@media': reducedMotion,
  },
  bottom: {
    width: '100%',
    maxWidth: '640px',
    maxHeight: '85%',
    borderTopLeftRadius: vars.radius.large,
    borderTopRightRadius: vars.radius.large,
    animation: `${slideFromBottom} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    '@media': reducedMotion,
  },
  bare: { width: '100%', height: '100%', background: 'transparent', boxShadow: 'none' },
});
