import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import {
  KitMessagesProvider,
  ThemeProvider,
  kitLocales,
  themeNames,
  type ColorMode,
  type ThemeName,
} from '@citylife/ui';

const localeTitles: Record<(typeof kitLocales)[number], string> = {
  'zh-Hans': '中文',
  en: 'English',
  mn: 'Монгол',
};

/** Keeps `<html lang>` on the chosen locale so text is shaped and announced correctly. */
function DocumentLang({ locale }: { locale: string }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

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
    locale: {
      description: "The kit's message locale",
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: kitLocales.map((value) => ({ value, title: localeTitles[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'default',
    mode: 'light',
    locale: 'en',
    viewport: { value: 'mobile', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Themes', 'Themes side by side', 'Colour', 'Spacing', 'Radius', 'Shadow', 'Type'],
          'Layout',
          'Typography',
          'Primitives',
          'Product',
        ],
      },
    },
    // Every story fails its test on any axe violation.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
      },
    },
  },
  decorators: [
    (Story, context) => {
      const locale = String(context.globals.locale ?? 'en');
      return (
        <ThemeProvider
          key={`${context.globals.theme}-${context.globals.mode}`}
          initialTheme={context.globals.theme as ThemeName}
          initialMode={context.globals.mode as ColorMode}
        >
          <KitMessagesProvider locale={locale}>
            <DocumentLang locale={locale} />
            <Story />
          </KitMessagesProvider>
        </ThemeProvider>
      );
    },
  ],
};

export default preview;
