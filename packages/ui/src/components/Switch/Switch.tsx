import { useId } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Switch.css';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
  disabled?: boolean;
  /** Shrinks to its content instead of filling the row. */
  inline?: boolean;
  lang?: string;
}

/** An on/off setting that applies at once (`role="switch"`), label first, track last. */
export function Switch({
  label,
  checked,
  onChange,
  description,
  disabled,
  inline,
  lang,
}: SwitchProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
      disabled={disabled}
      lang={lang}
      className={cx(styles.root, inline && styles.inline)}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.text}>
        <span id={`${id}-label`}>{label}</span>
        {description && (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </button>
  );
}
