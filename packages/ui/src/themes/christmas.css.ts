import { createModeTheme } from './createModeTheme';

export const christmasTheme = createModeTheme('christmas');
