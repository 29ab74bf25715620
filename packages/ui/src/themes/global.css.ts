import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'light dark',
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeStandard,
  lineHeight: vars.font.lineHeightStandard,
  transition: `background ${vars.motion.durationStandard} ${vars.motion.easing}`,
});

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
