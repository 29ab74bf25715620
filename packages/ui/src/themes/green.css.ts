import { createModeTheme } from './createModeTheme';

export const greenTheme = createModeTheme('green');
