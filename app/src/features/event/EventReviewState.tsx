import { useTranslation } from 'react-i18next';
import { Badge, Stack, Text } from '@citylife/ui';
import type { CityEvent } from './api';

const tones = { pending: 'caution', published: 'positive', rejected: 'critical' } as const;

/** Where an event its author added is in review, in words, with the reason of a rejection. */
export function EventReviewState({ event }: { event: Pick<CityEvent, 'review' | 'rejectReason'> }) {
  const { t } = useTranslation();
  return (
    <Stack space="xsmall">
      <div>
        <Badge tone={tones[event.review]} variant="soft">
          {t(`event.review.${event.review}`)}
        </Badge>
      </div>
      {event.review === 'rejected' && event.rejectReason && (
        <Text size="small" tone="critical">
          {t('event.review.reason', { reason: event.rejectReason })}
        </Text>
      )}
    </Stack>
  );
}
