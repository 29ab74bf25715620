import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/**
 * A button drawn as a full-width tile of a row or grid (bottom-bar tabs, share targets):
 * no native chrome, the page's font at the small caption size.
 */
export const tileButton = style({
  appearance: 'none',
  width: '100%',
  padding: vars.space.xsmall,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  fontSize: vars.font.sizeXsmall,
  cursor: 'pointer',
});
