import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Inline, Page, Stack, Text } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { pollNotFound } from './notFound';
import { fetchPolls } from './api';
import { paths } from '../../lib/paths';
import { PollFacts, PollStateBadge } from './PollState';
import * as styles from './poll.css';
import './messages';

/** /poll/index: every poll, the latest first, with its state, period and counts. */
export function PollIndexPage() {
  const { t } = useTranslation();
  const polls = useApiData('polls', fetchPolls);
  return (
    <Page>
      <DataView data={polls} lines={6} notFound={pollNotFound}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('poll.empty')} />
          ) : (
            <Stack as="ul" aria-label={t('routes.poll.index')}>
              {list.map((poll, index) => (
                <li key={poll.id}>
                  <a className={styles.cardLink} href={paths.poll.detail(poll.id)}>
                    <Card padding="none">
                      <img
                        className={styles.banner}
                        src={poll.banner}
                        alt=""
                        // The first banner is the screen's largest paint: it is fetched first.
                        fetchPriority={index === 0 ? 'high' : 'auto'}
                        loading={index === 0 ? 'eager' : 'lazy'}
                      />
                      <Stack space="small" className={styles.cardBody}>
                        <Inline align="spaceBetween" alignY="center">
                          <Text weight="strong">{poll.title}</Text>
                          <PollStateBadge poll={poll} />
                        </Inline>
                        <PollFacts poll={poll} />
                      </Stack>
                    </Card>
                  </a>
                </li>
              ))}
            </Stack>
          )
        }
      </DataView>
    </Page>
  );
}
