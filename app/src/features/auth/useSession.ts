import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnackbar, type SnackbarApi } from '@citylife/ui';
import { remountScreen } from '../../stores/layout';
import { closeLogin } from '../../stores/loginPrompt';
import { signIn, takeLoginRedirect, type SignInResult } from '../../stores/session';
import { paths } from '../../lib/paths';
import './messages';

/** Pages that only serve signing in: nothing is left to do there once signed in. */
function isSignInPage(path: string): boolean {
  return /^\/(user\/(register|forgotpassword|resetpassword)|oauth)(\/|$)/.test(path);
}

let sessionNotice: number | undefined;

/** 'login successful' and 'logout successful' replace each other instead of queueing. */
export function notifySession(snackbar: SnackbarApi, text: string) {
  if (sessionNotice !== undefined) snackbar.dismiss(sessionNotice);
  sessionNotice = snackbar.show(text, { tone: 'positive' });
}

/**
 * Finishes a sign-in: stores the token and user info, says 'login successful', closes the
 * dialog and continues to the remembered target (or `fallback`, or stays and reloads the
 * current screen, which a 401 may have interrupted).
 */
export function useCompleteSignIn() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [location, navigate] = useLocation();
  return (result: SignInResult, fallback?: string, notice = 'auth.loginSuccessful') => {
    signIn(result);
    closeLogin();
    notifySession(snackbar, t(notice));
    const target =
      takeLoginRedirect() ?? fallback ?? (isSignInPage(location) ? paths.home : undefined);
    if (target && target !== location) navigate(target, { replace: target === fallback });
    else remountScreen();
  };
}
