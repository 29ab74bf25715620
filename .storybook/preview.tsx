import type { Preview } from '@storybook/react-vite';
import { ThemeProvider, themeNames, type ColorMode, type ThemeName } from '@citylife/ui';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...themeNames], dynamicTitle: true },
    },
    mode: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'default', mode: 'light' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  decorators: [
    (Story, context) => (
      <ThemeProvider
        key={`${context.globals.theme}-${context.globals.mode}`}
        initialTheme={context.globals.theme as ThemeName}
        initialMode={context.globals.mode as ColorMode}
      >
        <Story />
      </ThemeProvider>
    ),
  ],
};

export default preview;
