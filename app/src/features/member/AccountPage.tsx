import { useTranslation } from 'react-i18next';
import { Button, List, ListItem, Page, formatPrice } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { fetchAccount } from './api';
import { BalanceCard } from './BalanceCard';
import { useScreenVisit } from './useScreenVisit';
import './messages';
import { paths } from '../../lib/paths';

/** /member/account: the balance, links to its history and the pay code, and Top up. */
export function AccountPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { visit } = useScreenVisit(path);
  const account = useApiData(`account-${visit}`, fetchAccount);

  return (
    <Page>
      <BalanceCard
        title={t('member.balance')}
        data={account}
        testId="account-balance"
        format={formatPrice}
      />
      <Button href={paths.member.topup} fullWidth>
        {t('member.topup.action')}
      </Button>
      <List>
        <ListItem title={t('routes.member.accountlog')} href={paths.member.accountlog} />
        <ListItem title={t('routes.member.paycode')} href={paths.member.paycode} />
      </List>
    </Page>
  );
}
