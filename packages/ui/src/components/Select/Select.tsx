import { useId, type Ref } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { FieldShell, fieldDescribedBy } from '../../internal/Field';
import { cx } from '../../internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen value; `''` shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  /** Text of the empty choice; the kit's "Please select" by default. */
  placeholder?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Offers the empty placeholder choice (default); off for pickers that always hold a value. */
  allowEmpty?: boolean;
  name?: string;
  lang?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the phone's own picker, themed. */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  required,
  disabled,
  hideLabel,
  allowEmpty = true,
  name,
  lang,
  selectRef,
}: SelectProps) {
  const { t } = useKitMessages();
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hideLabel={hideLabel}
      error={error}
      hint={hint}
      disabled={disabled}
      lang={lang}
      controlClassName={styles.control}
    >
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        className={cx(styles.select, value === '' && styles.placeholder)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { error, hint })}
        onChange={(event) => onChange(event.target.value)}
      >
        {allowEmpty && (
          <option value="" disabled={required}>
            {placeholder ?? t('common.selectPlaceholder')}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <span className={styles.chevron}>
        <Icon name="chevronDown" />
      </span>
    </FieldShell>
  );
}
