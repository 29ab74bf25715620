import { useEffect, useRef, useState } from 'react';

/**
 * The time from `clock`, refreshed every `intervalMs` while `active`. The clock is
 * injectable so stories and tests can freeze or drive time.
 */
export function useClock(clock: () => number, active: boolean, intervalMs = 1000): number {
  const clockRef = useRef(clock);
  clockRef.current = clock;
  const [now, setNow] = useState(() => clock());
  useEffect(() => {
    if (!active) return;
    setNow(clockRef.current());
    const timer = setInterval(() => setNow(clockRef.current()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
