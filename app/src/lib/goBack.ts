import { useLocation } from 'wouter';
import { paths } from './paths';

let movedInApp = false;

/** Notes that the app navigated within itself (the guard calls it on every in-app move). */
export function noteInAppMove(): void {
  movedInApp = true;
}

/** Back within the app, or home when the app was opened on this page. */
export function useGoBack() {
  const [, navigate] = useLocation();
  return () => {
    if (movedInApp && window.history.length > 1) window.history.back();
    else navigate(paths.home);
  };
}
