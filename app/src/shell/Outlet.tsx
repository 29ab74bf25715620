import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { layout } from '../stores/layout';
import { openLogin } from '../stores/loginPrompt';
import { session } from '../stores/session';
import { paths } from '../lib/paths';
import {
  decideNavigation,
  needsAuth,
  resolveRoute,
  slideDirection,
  type RouteMatch,
  type SlideDirection,
} from './routes';
import { ScreenFrame } from './ScreenFrame';
import * as styles from './Shell.css';

interface KeptScreen {
  path: string;
  match: RouteMatch;
}

/** At most this many kept-alive screens stay mounted; the oldest goes first. */
const KEEP_ALIVE_LIMIT = 8;

/**
 * Shows the screen of the current path. Empty and unknown paths go to /home; an auth
 * route while logged out opens the login dialog and goes back to the last page shown.
 * Screens marked keepAlive (cart, member) stay mounted, hidden, while the user is away.
 */
export function Outlet() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { loggedIn } = useSnapshot(session);
  const { screenKey } = useSnapshot(layout);
  const decision = decideNavigation(location, loggedIn, search);
  const lastShown = useRef<string | undefined>(undefined);

  const [transition, setTransition] = useState<{ path: string; direction: SlideDirection }>({
    path: location,
    direction: 'none',
  });
  const sameScreen =
    decision.kind === 'render' &&
    decision.match.route.sameScreen === true &&
    resolveRoute(transition.path)?.route === decision.match.route;
  if (decision.kind === 'render' && transition.path !== location) {
    setTransition({
      path: location,
      direction: sameScreen ? transition.direction : slideDirection(transition.path, location),
    });
  }

  const [kept, setKept] = useState<KeptScreen[]>([]);
  const current = decision.kind === 'render' ? decision.match : undefined;
  if (current?.route.keepAlive && !kept.some((screen) => screen.path === location)) {
    setKept([...kept, { path: location, match: current }].slice(-KEEP_ALIVE_LIMIT));
  }
  // A member's screens must not outlive the session.
  if (!loggedIn && kept.some((screen) => screen.match.route.auth)) {
    setKept(kept.filter((screen) => !screen.match.route.auth));
  }

  const redirectTo = decision.kind === 'redirect' ? decision.to : undefined;
  const loginTarget = decision.kind === 'login' ? decision.target : undefined;
  useEffect(() => {
    if (redirectTo) {
      navigate(redirectTo, { replace: true });
    } else if (loginTarget) {
      openLogin(loginTarget);
      const back = lastShown.current;
      navigate(back && !needsAuth(back) ? back : paths.home, { replace: true });
    } else {
      lastShown.current = location + (search ? `?${search}` : '');
    }
  }, [redirectTo, loginTarget, location, search, navigate]);

  const renavigate = (path: string) => () => navigate(path, { replace: true });
  const slide = styles.slide[transition.direction];

  return (
    <>
      {kept.map((screen) => (
        <div
          key={screen.path}
          hidden={screen.path !== location}
          className={screen.path === location ? slide : undefined}
          data-slide={screen.path === location ? transition.direction : undefined}
          data-keep-alive={screen.path}
        >
          <ScreenFrame
            match={screen.match}
            path={screen.path}
            onRenavigate={renavigate(screen.path)}
          />
        </div>
      ))}
      {current && !current.route.keepAlive && (
        <div
          key={`${current.route.sameScreen ? current.route.path : location}#${screenKey}`}
          className={slide}
          data-slide={transition.direction}
        >
          <ScreenFrame match={current} path={location} onRenavigate={renavigate(location)} />
        </div>
      )}
    </>
  );
}
