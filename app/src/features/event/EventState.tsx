import { useTranslation } from 'react-i18next';
import { Badge, Countdown, Stack, Text } from '@citylife/ui';
import { formatChinaDateTime } from '../../common/chinaTime';
import { now } from '../../stores/clock';
import type { CityEvent } from './api';
import { startsLater } from './events';

const tones = { open: 'positive', full: 'caution', closed: 'neutral', ended: 'neutral' } as const;

/** An event's state as words, its places and, while enrolment is open, the time to its start. */
export function EventState({ event }: { event: CityEvent }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack space="xsmall">
      <div>
        <Badge tone={tones[event.state]} variant="soft">
          {t(`event.state.${event.state}`)}
        </Badge>
      </div>
      <Text size="small" tone="muted">
        {`${formatChinaDateTime(event.startTime, i18n.language)} – ${formatChinaDateTime(event.endTime, i18n.language)}`}
      </Text>
      <Text size="small" tone="muted">
        {t('event.places', { vacancy: event.vacancy, max: event.maxEnrol })}
      </Text>
      {startsLater(event, now()) && (
        <Countdown
          to={event.startTime}
          now={() => now().getTime()}
          label={t('event.startsIn')}
          lang={i18n.language}
        />
      )}
    </Stack>
  );
}
