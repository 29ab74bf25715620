import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { fetchUserInfo, signInWithToken } from '../features/auth/api';
import { session, signIn, updateUser } from '../stores/session';

/**
 * On start: a `token` in the URL (handed over by a native app shell) signs in with it;
 * otherwise a remembered session reads the user info again, so a revoked token meets its
 * 401 (and the login dialog) at once, and role changes show.
 */
export function useSessionBootstrap() {
  const [, navigate] = useLocation();

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const handedOver = params.get('token');
    if (handedOver) {
      params.delete('token');
      const rest = params.toString();
      navigate(window.location.pathname + (rest ? `?${rest}` : ''), { replace: true });
      signInWithToken(handedOver).then(signIn, () => {
        // An invalid token handed over leaves the visitor signed out.
      });
    } else if (session.loggedIn) {
      fetchUserInfo().then(updateUser, () => {
        // A 401 is handled by the client's unauthorized event; others change nothing.
      });
    }
  }, [navigate]);
}
