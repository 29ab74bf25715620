import { style, styleVariants } from '@vanilla-extract/css';
import * as choice from '../../internal/choice.css';
import { vars } from '../../themes/contract.css';

export const radioOrientations = ['vertical', 'horizontal'] as const;

export const options = styleVariants({
  vertical: { display: 'grid' },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.large },
});

export const option = style([choice.row, { alignItems: 'center' }]);

export const input = style([
  choice.input,
  {
    flexShrink: 0,
    width: '22px',
    height: '22px',
    borderRadius: vars.radius.full,
    transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:checked': {
        borderColor: vars.color.brand,
        background: vars.color.brand,
        boxShadow: `inset 0 0 0 4px ${vars.color.surface}`,
      },
    },
  },
]);
