import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'fixed',
  insetInlineEnd: vars.space.large,
  // Clear of a bottom bar.
  bottom: `calc(${vars.layout.touchTarget} + ${vars.space.xlarge} + env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.appBar,
});
