import { useId } from 'react';
import { ChoiceText, choiceTextAria } from '../../internal/ChoiceText';
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
      {...choiceTextAria(id, description)}
      disabled={disabled}
      lang={lang}
      className={cx(styles.root, inline && styles.inline)}
      onClick={() => onChange(!checked)}
    >
      <ChoiceText id={id} label={label} description={description} />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
    </button>
  );
}
