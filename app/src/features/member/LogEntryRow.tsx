import dayjs from 'dayjs';
import * as styles from './Member.css';

/** One movement of the account or points log: what, when, who (points) and how much. */
export function LogEntryRow({
  memo,
  createdTime,
  vendor,
  amount,
  amountText,
}: {
  memo: string;
  createdTime: string;
  vendor?: string;
  amount: number;
  /** `amount` as shown, signed (`+¥105.00`, `-100`). */
  amountText: string;
}) {
  return (
    <div className={styles.logRow}>
      <div className={styles.logText}>
        <p className={styles.logMemo}>{memo}</p>
        {vendor && <p className={styles.muted}>{vendor}</p>}
        <p className={styles.muted}>
          <time dateTime={createdTime}>{dayjs(createdTime).format('YYYY-MM-DD HH:mm')}</time>
        </p>
      </div>
      <span className={amount < 0 ? styles.amountOut : styles.amountIn}>{amountText}</span>
    </div>
  );
}
