import { useId, type ReactNode } from 'react';
import { ChoiceText, choiceTextAria } from '../../internal/ChoiceText';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
  lang?: string;
}

/** A native checkbox with a themed box, a label and an optional description. */
export function Checkbox({
  label,
  checked,
  onChange,
  description,
  disabled,
  invalid,
  name,
  value,
  lang,
}: CheckboxProps) {
  const id = useId();
  return (
    <label className={styles.root} data-disabled={disabled || undefined} lang={lang}>
      <span className={styles.box}>
        <input
          type="checkbox"
          className={styles.input}
          checked={checked}
          disabled={disabled}
          name={name}
          value={value}
          aria-invalid={invalid || undefined}
          {...choiceTextAria(id, description)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <Icon name="check" className={styles.check} />
      </span>
      <ChoiceText id={id} label={label} description={description} className={styles.text} />
    </label>
  );
}
