import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Page, PageSection, Skeleton, Stack, Text } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { pollNotFound } from './notFound';
import { fetchPoll, fetchPollStat } from './api';
import { paths } from '../../lib/paths';
import * as styles from './poll.css';
import './messages';

// The charting library is loaded only by this screen.
const PollChart = lazy(() => import('./PollChart'));

async function loadStat(id: number) {
  const [poll, stat] = await Promise.all([fetchPoll(id), fetchPollStat(id)]);
  return { poll, stat };
}

/** /poll/stat/{id}: the votes per entry as a chart, and the same numbers as a table. */
export function PollStatPage({ id }: { id: string | undefined }) {
  const { t, i18n } = useTranslation();
  const pollId = Number(id);
  const data = useApiData(`poll-stat-${pollId}`, () => loadStat(pollId));
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Page>
      <DataView data={data} lines={8} notFound={pollNotFound}>
        {({ poll, stat }) => (
          <Stack space="large">
            <Stack space="small">
              <Heading level={2}>{poll.title}</Heading>
              <Text tone="muted">{t('poll.total', { count: stat.total })}</Text>
            </Stack>
            {stat.items.length === 0 ? (
              <Text tone="muted">{t('poll.noEntries')}</Text>
            ) : (
              <>
                <Suspense fallback={<Skeleton lines={6} />}>
                  <PollChart stat={stat} />
                </Suspense>
                <PageSection title={t('poll.table.caption')}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col" className={styles.cell}>
                          {t('poll.table.entry')}
                        </th>
                        <th scope="col" className={styles.number}>
                          {t('poll.table.votes')}
                        </th>
                        <th scope="col" className={styles.number}>
                          {t('poll.table.share')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {stat.items.map((item) => (
                        <tr key={item.itemId}>
                          <th scope="row" className={styles.cell}>
                            {item.title}
                          </th>
                          <td className={styles.number}>{item.votes}</td>
                          <td className={styles.number}>{`${percent.format(item.percent)}%`}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </PageSection>
              </>
            )}
            <Button variant="soft" href={paths.poll.detail(poll.id)}>
              {t('poll.backToPoll')}
            </Button>
          </Stack>
        )}
      </DataView>
    </Page>
  );
}
