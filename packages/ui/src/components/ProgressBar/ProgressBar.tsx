import { useId } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './ProgressBar.css';

export { progressTones } from './ProgressBar.css';

export type ProgressTone = (typeof styles.progressTones)[number];

export interface ProgressBarProps {
  label: string;
  /** 0 to 100; leave out for an indeterminate bar. */
  value?: number;
  tone?: ProgressTone;
  /** Shows the label and percentage above the bar. */
  showValue?: boolean;
}

/** Progress of a task in percent, e.g. an upload. */
export function ProgressBar({ label, value, tone = 'brand', showValue = false }: ProgressBarProps) {
  const id = useId();
  const percent = value === undefined ? undefined : Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={cx(styles.root, styles.tone[tone])}>
      {showValue && (
        <div className={styles.header}>
          <span id={`${id}-label`}>{label}</span>
          {percent !== undefined && <span className={styles.value}>{percent}%</span>}
        </div>
      )}
      <div
        role="progressbar"
        aria-label={showValue ? undefined : label}
        aria-labelledby={showValue ? `${id}-label` : undefined}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.track}
      >
        <div
          className={cx(styles.bar, percent === undefined && styles.indeterminate)}
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
