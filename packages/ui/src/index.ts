export { vars, themeClassNames, themeNames, colorModes } from './themes';
export type { ThemeName, ColorMode } from './themes';
export { ThemeProvider, useTheme } from './theme-provider/ThemeProvider';
export type { ThemeProviderProps, ThemeState } from './theme-provider/ThemeProvider';
export { Button, buttonSizes, buttonTones, buttonVariants } from './components/Button/Button';
export type {
  ButtonProps,
  ButtonSize,
  ButtonTone,
  ButtonVariant,
} from './components/Button/Button';
