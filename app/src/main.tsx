import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { subscribe } from 'valtio/vanilla';
import { ThemeProvider } from '@citylife/ui';
import { initI18n, isLocale, switchLocale } from './i18n/i18n';
import { App } from './shell/App';
import { showAlert } from './stores/alerts';
import { preferences, setAppearance } from './stores/preferences';

const i18n = await initI18n(preferences.locale);
subscribe(preferences, () => {
  const wanted = preferences.locale;
  if (i18n.language === wanted) return;
  switchLocale(wanted).catch(() => {
    // The language's texts could not be fetched (offline): stay in the current one.
    if (preferences.locale === wanted && isLocale(i18n.language)) {
      preferences.locale = i18n.language;
    }
    showAlert('system.network_error');
  });
});

const root = createRoot(document.getElementById('root')!);
// The first render is a transition, so React draws the app in slices rather than in one
// long task that would hold up a tap on the boot app bar.
startTransition(() =>
  root.render(
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
  ),
);
