import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  IconButton,
  Inline,
  Page,
  PageSection,
  Stack,
  Text,
  useSnackbar,
} from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { usePageShare } from '../../common/share/usePageShare';
import { useMessage } from '../../i18n/useMessage';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { DataView } from '../../common/DataView';
import { pollNotFound } from './notFound';
import { fetchPoll, fetchPollItems, votePoll, type Poll, type PollItem } from './api';
import { paths } from '../../lib/paths';
import { voteStatus, withVote } from './pollRules';
import { PollFacts, PollStateBadge } from './PollState';
import * as styles from './poll.css';
import './messages';
import { Thumbnail } from '../../common/pictures/Thumbnail';

async function loadPoll(id: number) {
  const [poll, items] = await Promise.all([fetchPoll(id), fetchPollItems(id)]);
  return { poll, items };
}

/** One entry: its pictures, title, description and votes, with a vote button when allowed. */
function Entry({
  item,
  mine,
  canVote,
  sending,
  onVote,
}: {
  item: PollItem;
  mine: boolean;
  canVote: boolean;
  sending: boolean;
  onVote: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={item.title}
      action={
        mine ? (
          <Badge tone="positive" variant="soft">
            {t('poll.myVote')}
          </Badge>
        ) : undefined
      }
    >
      <Stack space="small">
        <Box as="ul" display="flex" gap="small" overflow="auto">
          {item.pics.map((pic, index) => (
            <li key={pic}>
              <Thumbnail
                size={120}
                radius="small"
                reserved
                src={pic}
                alt={t('poll.pictureOf', { title: item.title, number: index + 1 })}
                loading="lazy"
              />
            </li>
          ))}
        </Box>
        {item.description && <Text>{item.description}</Text>}
        <Inline align="spaceBetween" alignY="center">
          <Text tone="muted">{t('poll.votes', { count: item.votes })}</Text>
          {canVote && (
            <Button
              size="small"
              loading={sending}
              onClick={onVote}
              aria-label={t('poll.voteFor', { title: item.title })}
            >
              {t('poll.vote')}
            </Button>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}

/** The poll's state in words: open, voted for an entry, not open yet, or ended. */
function StatusLine({ poll, items }: { poll: Poll; items: readonly PollItem[] }) {
  const { t } = useTranslation();
  const status = voteStatus(poll);
  if (status.kind === 'voted') {
    const title = items.find((item) => item.id === status.itemId)?.title ?? '';
    return <Text tone="positive">{t('poll.status.voted', { title })}</Text>;
  }
  return <Text tone="muted">{t(`poll.status.${status.kind}`)}</Text>;
}

/** The loaded poll: its header, the entries and voting. */
function PollView({ initial }: { initial: { poll: Poll; items: PollItem[] } }) {
  const { t } = useTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const { loggedIn } = useSnapshot(session);
  const [poll, setPoll] = useState(initial.poll);
  const [items, setItems] = useState(initial.items);
  const [sending, setSending] = useState<number>();
  const [refusal, setRefusal] = useState<string>();
  const status = voteStatus(poll);
  const share = usePageShare({
    key: poll.id,
    title: poll.title,
    description: poll.description ?? '',
    picture: poll.banner,
  });

  const vote = async (item: PollItem) => {
    if (!loggedIn) {
      openLogin();
      return;
    }
    setSending(item.id);
    setRefusal(undefined);
    try {
      const counted = await votePoll(poll.id, item.id);
      setItems((current) => withVote(current, counted));
      setPoll((current) => ({
        ...current,
        votedItemId: counted.id,
        voteCount: current.voteCount + 1,
      }));
      snackbar.show(t('poll.counted'), { tone: 'positive' });
    } catch (error) {
      setRefusal(message(failureMessage(error)));
      // The refusal may come from a vote in another window or the poll's end: show the
      // poll as the server has it now.
      try {
        const fresh = await loadPoll(poll.id);
        setPoll(fresh.poll);
        setItems(fresh.items);
      } catch {
        // The refusal stays shown; the page keeps what it had.
      }
    } finally {
      setSending(undefined);
    }
  };

  return (
    <Stack space="large">
      <img className={styles.banner} src={poll.banner} alt="" />
      <Stack space="small">
        <Inline align="spaceBetween" alignY="center">
          <Heading level={2}>{poll.title}</Heading>
          <Inline space="xsmall" alignY="center">
            <PollStateBadge poll={poll} />
            <IconButton icon="share" label={t('poll.share')} onClick={share.open} />
          </Inline>
        </Inline>
        {poll.description && <Text keepLineBreaks>{poll.description}</Text>}
        <PollFacts poll={poll} />
        <StatusLine poll={poll} items={items} />
        {refusal && (
          <Text role="alert" tone="critical">
            {refusal}
          </Text>
        )}
        <Inline>
          <Button variant="soft" size="small" href={paths.poll.stat(poll.id)}>
            {t('poll.seeStat')}
          </Button>
          {poll.state === 'open' && (
            <Button variant="soft" size="small" href={`${paths.poll.enroll}?poll=${poll.id}`}>
              {t('poll.enter')}
            </Button>
          )}
        </Inline>
      </Stack>
      <PageSection title={t('poll.entries')}>
        {items.length === 0 ? (
          <Text tone="muted">{t('poll.noEntries')}</Text>
        ) : (
          <Stack as="ul" aria-label={t('poll.entries')}>
            {items.map((item) => (
              <li key={item.id}>
                <Entry
                  item={item}
                  mine={poll.votedItemId === item.id}
                  canVote={status.kind === 'open'}
                  sending={sending === item.id}
                  onVote={() => void vote(item)}
                />
              </li>
            ))}
          </Stack>
        )}
      </PageSection>
      {share.dialogs}
    </Stack>
  );
}

/** /poll/detail/{id}: a poll's entries with their pictures; an open poll takes one vote. */
export function PollDetailPage({ id }: { id: string | undefined }) {
  const pollId = Number(id);
  const { loggedIn } = useSnapshot(session);
  const data = useApiData(`poll-${pollId}-${loggedIn}`, () => loadPoll(pollId));
  return (
    <Page>
      <DataView data={data} lines={8} notFound={pollNotFound}>
        {(loaded) => <PollView key={`${pollId}-${loggedIn}`} initial={loaded} />}
      </DataView>
    </Page>
  );
}
