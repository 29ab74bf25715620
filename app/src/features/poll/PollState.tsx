import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Badge, Text } from '@citylife/ui';
import type { Poll } from './api';

const tones = { open: 'positive', upcoming: 'caution', ended: 'neutral' } as const;

/** A poll's state as a word, with its dates. */
export function PollStateBadge({ poll }: { poll: Pick<Poll, 'state'> }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tones[poll.state]} variant="soft">
      {t(`poll.state.${poll.state}`)}
    </Badge>
  );
}

/** The voting period, e.g. "2026-03-01 – 2026-03-31". */
export function pollPeriod(poll: Pick<Poll, 'startTime' | 'endTime'>): string {
  return `${dayjs(poll.startTime).format('YYYY-MM-DD')} – ${dayjs(poll.endTime).format('YYYY-MM-DD')}`;
}

/** A poll's voting period and how many entries and votes it has, as two small lines. */
export function PollFacts({
  poll,
}: {
  poll: Pick<Poll, 'startTime' | 'endTime' | 'itemCount' | 'voteCount'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="small" tone="muted">
        {pollPeriod(poll)}
      </Text>
      <Text size="small" tone="muted">
        {t('poll.counts', { items: poll.itemCount, votes: poll.voteCount })}
      </Text>
    </>
  );
}
