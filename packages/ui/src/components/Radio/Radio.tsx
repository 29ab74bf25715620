import { useId } from 'react';
import { FieldGroup } from '../../internal/Field';
import * as styles from './Radio.css';

export { radioOrientations } from './Radio.css';

export type RadioOrientation = (typeof styles.radioOrientations)[number];

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  orientation?: RadioOrientation;
  error?: string;
  required?: boolean;
  name?: string;
  lang?: string;
}

/** One choice out of a few, as native radio buttons in a labelled group. */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  orientation = 'vertical',
  error,
  required,
  name,
  lang,
}: RadioGroupProps) {
  const id = useId();
  const groupName = name ?? id;
  return (
    <FieldGroup id={id} label={label} error={error} markInvalid lang={lang}>
      <div className={styles.options[orientation]}>
        {options.map((option) => (
          <label
            key={option.value}
            className={styles.option}
            data-disabled={option.disabled || undefined}
          >
            <input
              type="radio"
              className={styles.input}
              name={groupName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
