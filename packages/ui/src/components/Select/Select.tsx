import { useId, type Ref } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { FieldShell, fieldControlProps, type FieldProps } from '../../internal/Field';
import { cx } from '../../internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps {
  options: readonly SelectOption[];
  /** The chosen value; `''` shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  /** Text of the empty choice; the kit's "Please select" by default. */
  placeholder?: string;
  /** Offers the empty placeholder choice (default); off for pickers that always hold a value. */
  allowEmpty?: boolean;
  name?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the phone's own picker, themed. */
export function Select({
  options,
  value,
  onChange,
  placeholder,
  allowEmpty = true,
  name,
  selectRef,
  ...field
}: SelectProps) {
  const { t } = useKitMessages();
  const id = useId();
  return (
    <FieldShell id={id} {...field} controlClassName={styles.control}>
      <select
        ref={selectRef}
        {...fieldControlProps(id, field)}
        name={name}
        value={value}
        className={cx(styles.select, value === '' && styles.placeholder)}
        onChange={(event) => onChange(event.target.value)}
      >
        {allowEmpty && (
          <option value="" disabled={field.required}>
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
