import { useTranslation } from 'react-i18next';
import { EmptyState, Page, PullList, formatPrice } from '@citylife/ui';
import { PAGE_SIZE, fetchAccountLog, type AccountLogEntry } from './api';
import { signed } from './format';
import { LogEntryRow } from './LogEntryRow';
import { useScreenVisit } from './useScreenVisit';
import './messages';

/** /member/accountlog: the balance's movements, newest first, 10 at a time. */
export function AccountLogPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { visit } = useScreenVisit(path);
  return (
    <Page>
      <PullList<AccountLogEntry>
        key={visit}
        label={t('routes.member.accountlog')}
        loadPage={fetchAccountLog}
        pageSize={PAGE_SIZE}
        getKey={(entry) => entry.id}
        renderItem={(entry) => (
          <LogEntryRow
            memo={entry.memo || t('member.log.noMemo')}
            createdTime={entry.createdTime}
            amount={entry.amount}
            amountText={signed(entry.amount, formatPrice)}
          />
        )}
        empty={<EmptyState title={t('member.log.empty')} />}
      />
    </Page>
  );
}
