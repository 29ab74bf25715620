import { useTranslation } from 'react-i18next';
import { EmptyState, Page, PageSection, PullList } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { PAGE_SIZE, fetchCredit, fetchCreditLog, type CreditLogEntry } from './api';
import { BalanceCard } from './BalanceCard';
import { signed } from './format';
import { LogEntryRow } from './LogEntryRow';
import { useScreenVisit } from './useScreenVisit';
import './messages';

/** /member/credit: the points balance and the points log, 10 at a time. */
export function CreditPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { visit } = useScreenVisit(path);
  const credit = useApiData(`credit-${visit}`, fetchCredit);
  return (
    <Page>
      <BalanceCard
        title={t('member.points')}
        data={credit}
        testId="credit-balance"
        format={(balance) => balance}
      />
      <PageSection title={t('member.creditLog')} titleStyle="label">
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
      </PageSection>
    </Page>
  );
}
