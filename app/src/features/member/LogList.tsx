import { useTranslation } from 'react-i18next';
import { EmptyState, PullList, type LoadPage } from '@citylife/ui';
import { PAGE_SIZE } from './api';
import { signed } from './format';
import { LogEntryRow } from './LogEntryRow';
import './messages';

/** An entry of the account or points log (the points log's also names who gave them). */
interface LogEntry {
  id: number;
  memo: string;
  createdTime: string;
  amount: number;
  vendor?: string;
}

/**
 * The account or points log, newest first, a page at a time: each entry's memo (or a word
 * saying it has none), time and signed amount, shown with `formatAmount`.
 */
export function LogList<E extends LogEntry>({
  label,
  loadPage,
  formatAmount,
}: {
  label: string;
  loadPage: LoadPage<E>;
  formatAmount?: (amount: number) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <PullList<E>
      // The server writes memos in the reader's language: a new language reads them again.
      key={i18n.language}
      label={label}
      loadPage={loadPage}
      pageSize={PAGE_SIZE}
      getKey={(entry) => entry.id}
      renderItem={(entry) => (
        <LogEntryRow
          memo={entry.memo || t('member.log.noMemo')}
          vendor={entry.vendor}
          createdTime={entry.createdTime}
          amount={entry.amount}
          amountText={signed(entry.amount, formatAmount)}
        />
      )}
      empty={<EmptyState title={t('member.log.empty')} />}
    />
  );
}
