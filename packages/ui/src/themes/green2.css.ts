import { createModeTheme } from './createModeTheme';

export const green2Theme = createModeTheme('green2');
