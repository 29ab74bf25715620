import { useId, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import {
  FieldShell,
  fieldControlProps,
  fieldMessageIds,
  textEntryAttributes,
  type TextEntryProps,
} from '../../internal/Field';
import { cx } from '../../internal/cx';
import * as fieldStyles from '../../internal/field.css';
import { vars } from '../../themes/contract.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextEntryProps {
  /** Visible lines, and the least height the field can be resized to (4 by default). */
  rows?: number;
  /** The longest text accepted; also shows a live "count / max" counter below the field. */
  maxLength?: number;
  /** The text area's id; a generated one by default. */
  id?: string;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** The height of `rows` lines of text plus the text area's own padding. */
function minHeightFor(rows: number): string {
  return `calc(${rows} * ${vars.font.lineHeightStandard} * 1em + 2 * ${vars.space.small})`;
}

/** A labelled multi-line input with hint, error and an optional character counter. */
export function TextArea({
  value,
  onChange,
  rows = 4,
  id: idProp,
  onBlur,
  textAreaRef,
  ...field
}: TextAreaProps) {
  const { t } = useKitMessages();
  const { maxLength } = field;
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
      {...field}
      controlClassName={styles.control}
      below={
        (field.hint || counted) && (
          <div className={styles.footer}>
            {field.hint && (
              <p id={hintId} className={cx(fieldStyles.hint, styles.hint)}>
                {field.hint}
              </p>
            )}
            {counted && (
              <p
                id={counterId}
                className={cx(
                  fieldStyles.hint,
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
        {...fieldControlProps(id, field, counted && counterId)}
        className={styles.textArea}
        style={{ minHeight: minHeightFor(rows) }}
        rows={rows}
        value={value}
        onChange={handleChange}
        onBlur={onBlur}
        {...textEntryAttributes(field)}
      />
    </FieldShell>
  );
}
