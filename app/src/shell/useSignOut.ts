import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnackbar } from '@citylife/ui';
import { signOut } from '../features/auth/api';
import { notifySession } from '../features/auth/useSession';
import { closeDrawer } from '../stores/layout';
import { clearSession, session } from '../stores/session';
import { paths } from '../lib/paths';
import { needsAuth } from './routes';

/**
 * Logs out: revokes the token, clears the session, closes the drawer, says so; a page
 * that needs signing in is left for home first.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [location, navigate] = useLocation();
  return async () => {
    closeDrawer();
    if (session.loggedIn) {
      try {
        await signOut();
      } catch {
        // An already revoked token: the session is cleared below all the same.
      }
    }
    if (needsAuth(location)) navigate(paths.home, { replace: true });
    clearSession();
    notifySession(snackbar, t('auth.logoutSuccessful'));
  };
}
