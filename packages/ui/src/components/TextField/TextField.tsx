import {
  useId,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  FieldShell,
  fieldControlProps,
  textEntryAttributes,
  type TextEntryProps,
} from '../../internal/Field';
import { cx } from '../../internal/cx';
import * as fieldStyles from '../../internal/field.css';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './TextField.css';

export { numericModes, textFieldTypes } from './TextField.css';

export type TextFieldType = (typeof styles.textFieldTypes)[number];
export type NumericMode = (typeof styles.numericModes)[number];

export interface TextFieldProps extends TextEntryProps {
  type?: TextFieldType;
  /** Numeric keyboard, and only digits (`integer`) or digits with one point (`decimal`) kept. */
  numeric?: NumericMode;
  icon?: IconName;
  /** Content at the end of the field, e.g. a send-code button or a captcha image. */
  trailing?: ReactNode;
  /** Extra attributes for a read-only field that opens a picker. */
  'aria-haspopup'?: 'dialog' | 'listbox';
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Keeps the characters a numeric field accepts. */
export function sanitizeNumeric(text: string, mode: NumericMode): string {
  if (mode === 'integer') return text.replace(/\D/g, '');
  const cleaned = text.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  return point === -1
    ? cleaned
    : cleaned.slice(0, point + 1) + cleaned.slice(point + 1).replace(/\./g, '');
}

/** A labelled single-line input with hint, error and an optional numeric mode. */
export function TextField({
  value,
  onChange,
  type = 'text',
  numeric,
  icon,
  trailing,
  onClick,
  onKeyDown,
  onBlur,
  inputRef,
  'aria-haspopup': hasPopup,
  ...field
}: TextFieldProps) {
  const id = useId();
  const { readOnly } = field;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(numeric ? sanitizeNumeric(event.target.value, numeric) : event.target.value);
  };

  return (
    <FieldShell id={id} {...field}>
      {icon && (
        <span className={styles.adornment}>
          <Icon name={icon} />
        </span>
      )}
      <input
        ref={inputRef}
        {...fieldControlProps(id, field)}
        className={cx(fieldStyles.input, readOnly && onClick ? styles.readOnlyInput : undefined)}
        type={type}
        value={value}
        onChange={handleChange}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        inputMode={
          numeric === 'integer' ? 'numeric' : numeric === 'decimal' ? 'decimal' : undefined
        }
        pattern={numeric === 'integer' ? '[0-9]*' : undefined}
        {...textEntryAttributes(field)}
        aria-haspopup={hasPopup}
      />
      {trailing && <span className={styles.trailing}>{trailing}</span>}
    </FieldShell>
  );
}
