import { createModeTheme } from './createModeTheme';

export const monoTheme = createModeTheme('mono');
