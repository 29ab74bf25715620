import { useTranslation } from 'react-i18next';
import { Page, formatPrice } from '@citylife/ui';
import { fetchAccountLog } from './api';
import { LogList } from './LogList';
import { useScreenVisit } from './useScreenVisit';
import './messages';

/** /member/accountlog: the balance's movements, newest first, 10 at a time. */
export function AccountLogPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { visit } = useScreenVisit(path);
  return (
    <Page>
      <LogList
        key={visit}
        label={t('routes.member.accountlog')}
        loadPage={fetchAccountLog}
        formatAmount={formatPrice}
      />
    </Page>
  );
}
