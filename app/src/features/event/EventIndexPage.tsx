import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Icon,
  Inline,
  Page,
  PageSection,
  Stack,
  Text,
  TextField,
  ToggleChip,
} from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { session } from '../../stores/session';
import { fetchEvents, type CityEvent } from './api';
import { DataView } from '../../common/DataView';
import { eventNotFound } from './notFound';
import { EventState } from './EventState';
import { eventTags, filterEvents } from './events';
import { paths } from '../../lib/paths';
import './messages';

/** The list with its search: words and one tag at a time. */
function EventList({ events }: { events: CityEvent[] }) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const [tag, setTag] = useState<string>();
  const shown = filterEvents(events, { words, tag });
  return (
    <Stack space="large">
      <TextField type="search" label={t('event.search')} value={words} onChange={setWords} />
      <Inline role="group" aria-label={t('event.tags')} space="small">
        {eventTags(events).map((name) => (
          <ToggleChip
            key={name}
            pressed={tag === name}
            onChange={(pressed) => setTag(pressed ? name : undefined)}
          >
            {name}
          </ToggleChip>
        ))}
      </Inline>
      {shown.length === 0 ? (
        <EmptyState title={t(events.length === 0 ? 'event.empty' : 'event.noMatch')} />
      ) : (
        <PageSection title={t('event.count', { count: shown.length })}>
          <Stack as="ul" aria-label={t('routes.event.index')}>
            {shown.map((event) => (
              <li key={event.id}>
                <Card
                  title={event.title}
                  action={
                    event.enrolled ? (
                      <Badge tone="positive" variant="soft">
                        {t('event.enrolledBadge')}
                      </Badge>
                    ) : event.state === 'open' ? (
                      <Button
                        size="small"
                        href={paths.event.enroll(event.id)}
                        aria-label={t('event.enrollIn', { title: event.title })}
                      >
                        {t('event.enroll')}
                      </Button>
                    ) : undefined
                  }
                >
                  <Stack space="small">
                    <Text keepLineBreaks>{event.description}</Text>
                    <Inline space="xsmall">
                      {event.tags.map((name) => (
                        <Text key={name} size="small" tone="brand">
                          {`#${name}`}
                        </Text>
                      ))}
                    </Inline>
                    <EventState event={event} />
                  </Stack>
                </Card>
              </li>
            ))}
          </Stack>
        </PageSection>
      )}
    </Stack>
  );
}

/**
 * /event/index: the published events with their state in words, searchable by words and tag;
 * signed-in members find the way to add an event.
 */
export function EventIndexPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const events = useApiData('events', fetchEvents);
  const actions = loggedIn ? (
    <Box flexGrow={1} minWidth={0}>
      <Button fullWidth href={paths.event.add} icon={<Icon name="plus" />}>
        {t('event.add.action')}
      </Button>
    </Box>
  ) : undefined;
  return (
    <Page actions={actions}>
      <DataView data={events} lines={8} notFound={eventNotFound}>
        {(list) => <EventList events={list} />}
      </DataView>
    </Page>
  );
}
