import { useEffect } from 'react';
import { useLocation, type AroundNavHandler } from 'wouter';
import { closeDrawer } from '../stores/layout';
import { openLogin } from '../stores/loginPrompt';
import { session } from '../stores/session';
import { noteInAppMove } from '../lib/goBack';
import { needsAuth, resolveRoute } from './routes';

/**
 * Every in-app navigation passes here: going to an auth route while logged out opens the
 * login dialog instead, remembering the target, and the current page stays.
 */
export const guardNavigation: AroundNavHandler = (navigate, to, options) => {
  if (!session.loggedIn && needsAuth(to)) {
    closeDrawer();
    openLogin(to);
    return;
  }
  if (!options?.replace) noteInAppMove();
  navigate(to, options);
};

/** Whether a same-origin URL is one of the app's routes (others are left to the browser). */
function isAppUrl(url: URL, origin: string): boolean {
  return url.origin === origin && resolveRoute(url.pathname) !== undefined;
}

/**
 * Turns clicks on plain links to app routes (the kit's link buttons and list rows, server
 * HTML) into in-app navigation, so they pass the guard and keep the app's state.
 */
export function useLinkInterception() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (!isAppUrl(url, window.location.origin)) return;
      event.preventDefault();
      navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
