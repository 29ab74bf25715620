import { createModeTheme } from './createModeTheme';

export const defaultTheme = createModeTheme('default');
