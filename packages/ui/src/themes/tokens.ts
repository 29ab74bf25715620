import { darkPalette, lightPalette, type ColorTokens } from './palette';
import { themeSeeds, type ThemeName } from './seeds';

/** Tokens that do not change with theme or mode. */
const baseTokens = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '16px', full: '9999px' },
  font: {
    family:
      'system-ui, -apple-system, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans", "Noto Sans Mongolian", sans-serif',
    sizeXsmall: '12px',
    sizeSmall: '14px',
    sizeStandard: '16px',
    sizeLarge: '18px',
    sizeXlarge: '22px',
    sizeXxlarge: '28px',
    weightRegular: '400',
    weightMedium: '500',
    weightStrong: '700',
    lineHeightTight: '1.25',
    lineHeightStandard: '1.5',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.16)',
    medium: '0 2px 8px rgba(0, 0, 0, 0.2)',
    large: '0 8px 24px rgba(0, 0, 0, 0.28)',
  },
  motion: {
    durationFast: '120ms',
    durationStandard: '200ms',
    durationSlow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  layout: { dialogMaxWidth: '400px', touchTarget: '44px', bottomBarHeight: '56px' },
  zIndex: { appBar: '10', drawer: '100', dialog: '200', snackbar: '300', tooltip: '400' },
};

export interface ThemeTokens {
  light: typeof baseTokens & { color: ColorTokens };
  dark: ColorTokens;
}

export function themeTokens(name: ThemeName): ThemeTokens {
  const seed = themeSeeds[name];
  return { light: { ...baseTokens, color: lightPalette(seed) }, dark: darkPalette(seed) };
}
