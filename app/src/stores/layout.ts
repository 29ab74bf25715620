import { proxy } from 'valtio/vanilla';

interface LayoutState {
  drawerOpen: boolean;
  /** Calls in flight, from the client's `loading` event. */
  loading: number;
  /** Bumped to mount the current screen afresh (after signing in on a 401). */
  screenKey: number;
  /** A title the current screen chose (e.g. a content page's), over the route's. */
  screenTitle: { token: number; text: string } | undefined;
}

export const layout = proxy<LayoutState>({
  drawerOpen: false,
  loading: 0,
  screenKey: 0,
  screenTitle: undefined,
});

let nextTitleToken = 1;

export function setScreenTitle(text: string): number {
  const token = nextTitleToken++;
  layout.screenTitle = { token, text };
  return token;
}

/** Drops the screen's title, unless a newer screen has set its own since. */
export function clearScreenTitle(token: number) {
  if (layout.screenTitle?.token === token) layout.screenTitle = undefined;
}

export function openDrawer() {
  layout.drawerOpen = true;
}

export function closeDrawer() {
  layout.drawerOpen = false;
}

export function setLoading(count: number) {
  layout.loading = Math.max(0, count);
}

export function remountScreen() {
  layout.screenKey += 1;
}
