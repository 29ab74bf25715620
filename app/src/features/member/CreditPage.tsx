import { useTranslation } from 'react-i18next';
import { Page, PageSection } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { fetchCredit, fetchCreditLog } from './api';
import { BalanceCard } from './BalanceCard';
import { LogList } from './LogList';
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
        <LogList key={visit} label={t('member.creditLog')} loadPage={fetchCreditLog} />
      </PageSection>
    </Page>
  );
}
