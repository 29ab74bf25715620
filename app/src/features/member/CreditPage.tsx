import { useTranslation } from 'react-i18next';
import { Card, EmptyState, PullList } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { PAGE_SIZE, fetchCredit, fetchCreditLog, type CreditLogEntry } from './api';
import { DataView } from './DataView';
import { signed } from './format';
import { LogEntryRow } from './LogEntryRow';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';

/** /member/credit: the points balance and the points log, 10 at a time. */
export function CreditPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { visit } = useScreenVisit(path);
  const credit = useApiData(`credit-${visit}`, fetchCredit);
  return (
    <div className={styles.page}>
      <Card title={t('member.points')}>
        <DataView data={credit} lines={1}>
          {({ balance }) => (
            <p className={styles.balance} data-testid="credit-balance">
              {balance}
            </p>
          )}
        </DataView>
      </Card>
      <section className={styles.section} aria-labelledby="credit-log">
        <h2 id="credit-log" className={styles.sectionTitle}>
          {t('member.creditLog')}
        </h2>
        <PullList<CreditLogEntry>
          key={visit}
          label={t('member.creditLog')}
          loadPage={fetchCreditLog}
          pageSize={PAGE_SIZE}
          getKey={(entry) => entry.id}
          renderItem={(entry) => (
            <LogEntryRow
              memo={entry.memo || t('member.log.noMemo')}
              vendor={entry.vendor}
              createdTime={entry.createdTime}
              amount={entry.amount}
              amountText={signed(entry.amount)}
            />
          )}
          empty={<EmptyState title={t('member.log.empty')} />}
        />
      </section>
    </div>
  );
}
