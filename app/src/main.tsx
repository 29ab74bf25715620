import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { subscribe } from 'valtio/vanilla';
import { ThemeProvider } from '@citylife/ui';
import { initI18n } from './i18n/i18n';
import { App } from './shell/App';
import { preferences, setAppearance } from './stores/preferences';

const i18n = await initI18n(preferences.locale);
subscribe(preferences, () => {
  if (i18n.language !== preferences.locale) void i18n.changeLanguage(preferences.locale);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider
        initialTheme={preferences.theme}
        initialMode={preferences.mode}
        onChange={setAppearance}
      >
        <App />
      </ThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
