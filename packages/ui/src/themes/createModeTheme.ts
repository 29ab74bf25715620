import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { ThemeName } from './seeds';
import { themeTokens } from './tokens';

const stillDurations = { durationFast: '0s', durationStandard: '0s', durationSlow: '0s' };

/**
 * One theme class with its light palette, plus its dark palette selected by
 * `data-mode="dark"` on the same element, or by the system when no mode is set.
 * When the system asks for reduced motion, every duration is zero: colours and
 * sizes change at once instead of in a transition.
 * Must be called from a `.css.ts` file.
 */
export function createModeTheme(name: ThemeName): string {
  const tokens = themeTokens(name);
  const className = createTheme(vars, tokens.light, name);
  const dark = { vars: assignVars(vars.color, tokens.dark) };
  globalStyle(`${className}[data-mode="dark"]`, dark);
  globalStyle(`${className}:not([data-mode="light"])`, {
    '@media': { '(prefers-color-scheme: dark)': dark },
  });
  globalStyle(className, {
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: assignVars(vars.motion, { ...tokens.light.motion, ...stillDurations }),
      },
    },
  });
  return className;
}
