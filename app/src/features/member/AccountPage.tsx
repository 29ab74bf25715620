import { useTranslation } from 'react-i18next';
import { Button, Card, List, ListItem, Page, Text, formatPrice } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { fetchAccount } from './api';
import { DataView } from '../../common/DataView';
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
      <Card title={t('member.balance')}>
        <DataView data={account} lines={1}>
          {({ balance }) => (
            <Text
              size="xxlarge"
              weight="strong"
              tone="price"
              tabularNumbers
              data-testid="account-balance"
            >
              {formatPrice(balance)}
            </Text>
          )}
        </DataView>
      </Card>
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
