import { useState } from 'react';
import { useLocation } from 'wouter';

export interface ScreenVisit {
  /** Whether the screen at `path` is the one showing. */
  active: boolean;
  /** Goes up each time the screen is shown again, so its data can be read afresh. */
  visit: number;
}

/**
 * Member screens are kept alive (mounted, hidden) while the user is elsewhere. This tells
 * a screen when it shows again, so a balance changed by a top-up is not shown stale.
 */
export function useScreenVisit(path: string): ScreenVisit {
  const [location] = useLocation();
  const active = location === path;
  const [seen, setSeen] = useState({ active, visit: 0 });
  if (seen.active !== active) {
    setSeen({ active, visit: active ? seen.visit + 1 : seen.visit });
  }
  return { active, visit: seen.visit };
}
