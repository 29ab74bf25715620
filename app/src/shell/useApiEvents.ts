import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@citylife/ui';
import { api } from '../api/client';
import { showAlert } from '../stores/alerts';
import { setLoading } from '../stores/layout';
import { loginPrompt, openLogin } from '../stores/loginPrompt';

/** The logout call answers 401 for a revoked token; that must not ask to log in again. */
function isLogoutCall(url: string): boolean {
  return /\/user\/logout\/?(\?|$)/.test(new URL(url, window.location.href).pathname);
}

/**
 * What the client's events look like: server messages in the top snackbar (5 s, warning
 * colour), alerts for network errors and 403s, the login dialog on 401 (the client has
 * already cleared the session), the loading indicator.
 */
export function useApiEvents() {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  useEffect(() => {
    const translate = (message: string) => (i18n.exists(message) ? t(message) : message);
    const unsubscribe = [
      api.on('serverMessage', ({ message }) => {
        snackbar.show(translate(message), { tone: 'caution' });
      }),
      api.on('networkError', () => showAlert('system.network_error')),
      api.on('forbidden', ({ url }) => showAlert('system.not_authorized', url)),
      api.on('unauthorized', ({ url }) => {
        if (isLogoutCall(url)) return;
        // Several calls can meet the same expired token, the later ones after the app has
        // left the page; the first one's page is where signing in continues.
        if (loginPrompt.open) return;
        openLogin(window.location.pathname + window.location.search);
      }),
      api.on('loading', ({ count }) => setLoading(count)),
    ];
    return () => {
      for (const off of unsubscribe) off();
    };
  }, [t, i18n, snackbar]);
}
