import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { subscribe } from 'valtio/vanilla';
import { ThemeProvider } from '@citylife/ui';
import { initI18n, isLocale, switchLocale } from './i18n/i18n';
import { App } from './shell/App';
import { showAlert } from './stores/alerts';
import { keepChannel } from './stores/channel';
import { preferences, setAppearance } from './stores/preferences';

/** The shell's stylesheet, applied by the boot script without holding up the first paint. */
function shellStyles(): Promise<void> {
  const sheet = document.getElementById('initial-stylesheet');
  if (!(sheet instanceof HTMLLinkElement) || sheet.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    // A stylesheet that fails to load still lets the app start.
    sheet.addEventListener('load', () => resolve(), { once: true });
    sheet.addEventListener('error', () => resolve(), { once: true });
  });
}

keepChannel(typeof localStorage === 'undefined' ? undefined : localStorage, location.search);

const [i18n] = await Promise.all([initI18n(preferences.locale), shellStyles()]);
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
