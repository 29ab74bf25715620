import { useEffect, useRef } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { useClock } from '../../internal/useClock';
import { Icon } from '../Icon/Icon';
import * as styles from './Countdown.css';

const pad = (value: number) => String(value).padStart(2, '0');

/** Remaining milliseconds as days plus `HH:MM:SS` (rounded up to whole seconds). */
export function splitRemaining(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}

export interface CountdownProps {
  /** When it ends: a Date, epoch milliseconds or an ISO string. */
  to: Date | number | string;
  /** The clock, injectable for stories and tests; `Date.now` by default. */
  now?: () => number;
  /** Called once when the time is up. */
  onEnd?: () => void;
  /** Text before the time; the kit's "Time remaining" by default. */
  label?: string;
  /** How often the display refreshes, in milliseconds. */
  tickMs?: number;
  lang?: string;
}

/** Time left until a moment (an event's start, a sale's end), updated every second. */
export function Countdown({
  to,
  now = Date.now,
  onEnd,
  label,
  tickMs = 1000,
  lang,
}: CountdownProps) {
  const { t } = useKitMessages();
  const target = new Date(to).getTime();
  const current = useClock(now, true, tickMs);
  const remaining = target - current;
  const ended = remaining <= 0;
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const reported = useRef(false);

  useEffect(() => {
    if (ended && !reported.current) {
      reported.current = true;
      onEndRef.current?.();
    }
    if (!ended) reported.current = false;
  }, [ended]);

  const { days, clock } = splitRemaining(remaining);
  const text = days > 0 ? `${t('countdown.days', { days })} ${clock}` : clock;
  const name = label ?? t('countdown.label');
  return (
    <span className={styles.root} lang={lang}>
      <Icon name="clock" size="small" tone="muted" />
      <span className={styles.label}>{name}</span>
      <span role="timer" aria-label={name} className={ended ? styles.ended : styles.time}>
        {ended ? t('countdown.ended') : text}
      </span>
    </span>
  );
}
