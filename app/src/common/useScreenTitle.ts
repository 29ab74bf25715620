import { useEffect } from 'react';
import { clearScreenTitle, setScreenTitle } from '../stores/layout';

/** Replaces the route's title (app bar and document) while the screen shows `title`. */
export function useScreenTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const token = setScreenTitle(title);
    return () => clearScreenTitle(token);
  }, [title]);
}
