import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { visuallyHidden } from '../../internal/a11y.css';
import * as styles from './Spinner.css';

export { spinnerSizes } from './Spinner.css';

export type SpinnerSize = (typeof styles.spinnerSizes)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading; the kit's "Loading" by default. */
  label?: string;
  /** Shows the label next to the ring instead of only announcing it. */
  showLabel?: boolean;
}

/** An indeterminate loading indicator, announced as a status. */
export function Spinner({ size = 'standard', label, showLabel = false }: SpinnerProps) {
  const { t } = useKitMessages();
  const text = label ?? t('common.loading');
  return (
    <span role="status" className={styles.root}>
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
      <span className={showLabel ? styles.label : visuallyHidden}>{text}</span>
    </span>
  );
}
