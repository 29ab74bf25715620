import { useId, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { FieldShell, fieldDescribedBy, fieldMessageIds } from '../../internal/Field';
import { cx } from '../../internal/cx';
import * as field from '../../internal/field.css';
import { vars } from '../../themes/contract.css';
import * as styles from './TextArea.css';

export interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hideLabel?: boolean;
  /** Visible lines, and the least height the field can be resized to (4 by default). */
  rows?: number;
  /** The longest text accepted; also shows a live "count / max" counter below the field. */
  maxLength?: number;
  name?: string;
  autoComplete?: string;
  /** The text area's id; a generated one by default. */
  id?: string;
  lang?: string;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** The height of `rows` lines of text plus the text area's own padding. */
function minHeightFor(rows: number): string {
  return `calc(${rows} * ${vars.font.lineHeightStandard} * 1em + 2 * ${vars.space.small})`;
}

/** A labelled multi-line input with hint, error and an optional character counter. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  required,
  disabled,
  readOnly,
  hideLabel,
  rows = 4,
  maxLength,
  name,
  autoComplete,
  id: idProp,
  lang,
  onBlur,
  textAreaRef,
}: TextAreaProps) {
  const { t } = useKitMessages();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const { hintId } = fieldMessageIds(id);
  const counterId = `${id}-counter`;
  const counted = maxLength !== undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange(event.target.value);
  };

  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hideLabel={hideLabel}
      error={error}
      disabled={disabled}
      lang={lang}
      controlClassName={styles.control}
      below={
        (hint || counted) && (
          <div className={styles.footer}>
            {hint && (
              <p id={hintId} className={cx(field.hint, styles.hint)}>
                {hint}
              </p>
            )}
            {counted && (
              <p
                id={counterId}
                className={cx(
                  field.hint,
                  styles.counter,
                  value.length > maxLength && styles.counterOver,
                )}
              >
                {t('textArea.counter', { count: value.length, max: maxLength })}
              </p>
            )}
          </div>
        )
      }
    >
      <textarea
        ref={textAreaRef}
        id={id}
        className={styles.textArea}
        style={{ minHeight: minHeightFor(rows) }}
        rows={rows}
        value={value}
        onChange={handleChange}
        onBlur={onBlur}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
        name={name}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { error, hint }, counted && counterId)}
      />
    </FieldShell>
  );
}
