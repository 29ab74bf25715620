import { useId, type Ref } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { FieldLabel } from '../../internal/FieldLabel';
import { cx } from '../../internal/cx';
import * as field from '../../internal/field.css';
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
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={field.field} lang={lang}>
      <FieldLabel htmlFor={id} label={label} required={required} hidden={hideLabel} />
      <div
        className={cx(field.control, styles.control)}
        data-invalid={error ? true : undefined}
        data-disabled={disabled ? true : undefined}
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
          aria-describedby={describedBy || undefined}
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
      </div>
      {error && (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={field.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
