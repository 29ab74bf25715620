import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@citylife/ui';
import { now } from '../../stores/clock';
import { isOpenAt, weekdayRuns, type OpeningHours } from './openingHours';
import * as styles from './Shop.css';
import './messages';

/** "Open now" or "Closed now", by the shop's own clock. */
export function OpenNow({ hours }: { hours: OpeningHours }) {
  const { t } = useTranslation();
  const [openedAt] = useState(now);
  return isOpenAt(hours, openedAt) ? (
    <Text as="span" tone="positive" weight="medium">
      {t('shop.hours.openNow')}
    </Text>
  ) : (
    <Text as="span" tone="muted" weight="medium">
      {t('shop.hours.closedNow')}
    </Text>
  );
}

/** The opening hours, one line per group of days (e.g. "Mon–Fri 09:30–20:00"). */
export function OpeningHoursList({ hours }: { hours: OpeningHours }) {
  const { t } = useTranslation();
  const dayName = (day: number) => t(`shop.hours.weekdays.${day}`);
  const days = (weekdays: readonly number[]) =>
    weekdays.length === 7
      ? t('shop.hours.daily')
      : weekdayRuns(weekdays)
          .map(([from, to]) =>
            from === to
              ? dayName(from)
              : t('shop.hours.range', { from: dayName(from), to: dayName(to) }),
          )
          .join(', ');
  return (
    <ul className={styles.hours}>
      {hours.map((entry) => (
        <li key={`${entry.weekdays.join()}-${entry.open}`}>
          {t('shop.hours.entry', {
            days: days(entry.weekdays),
            open: entry.open,
            close: entry.close,
          })}
        </li>
      ))}
    </ul>
  );
}
