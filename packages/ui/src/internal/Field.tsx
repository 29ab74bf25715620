import type { ReactNode } from 'react';
import { FieldLabel } from './FieldLabel';
import { cx } from './cx';
import * as field from './field.css';

/** The ids of a field's error and hint: the control's id with `-error` and `-hint`. */
export function fieldMessageIds(id: string) {
  return { errorId: `${id}-error`, hintId: `${id}-hint` };
}

/**
 * The `aria-describedby` of a field's control: the error, then the hint, then any `extra`
 * ids, each only when it is shown; nothing when none is.
 */
function fieldDescribedBy(
  id: string,
  { error, hint }: { error?: string; hint?: string },
  ...extra: (string | false | undefined)[]
): string | undefined {
  const { errorId, hintId } = fieldMessageIds(id);
  return (
    [error ? errorId : null, hint ? hintId : null, ...extra].filter(Boolean).join(' ') || undefined
  );
}

/** What every labelled field of the kit takes besides its value. */
export interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  lang?: string;
}

/** What the single- and multi-line text fields take besides FieldProps. */
export interface TextEntryProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  readOnly?: boolean;
  name?: string;
  autoComplete?: string;
  maxLength?: number;
}

/**
 * The attributes the text fields hand to their input or text area as they were given:
 * placeholder, read-only, name, autofill and the longest text.
 */
export function textEntryAttributes({
  placeholder,
  readOnly,
  name,
  autoComplete,
  maxLength,
}: Pick<TextEntryProps, 'placeholder' | 'readOnly' | 'name' | 'autoComplete' | 'maxLength'>) {
  return { placeholder, readOnly, name, autoComplete, maxLength };
}

/**
 * The attributes of a field's control: its id, required and disabled as the field is,
 * invalid while there is an error, described by the error, the hint and any `extra` ids.
 */
export function fieldControlProps(
  id: string,
  { error, hint, required, disabled }: FieldProps,
  ...extra: (string | false | undefined)[]
) {
  return {
    id,
    required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(id, { error, hint }, ...extra),
  };
}

export interface FieldShellProps extends FieldProps {
  /** The control's id, which the label points at and the message ids derive from. */
  id: string;
  /** Extra class of the bordered box around the control. */
  controlClassName?: string;
  /** Replaces the hint line below the error, e.g. a hint that shares its row with a counter. */
  below?: ReactNode;
  /** The control and anything beside it inside the bordered box. */
  children: ReactNode;
}

/**
 * A labelled form field: the label, the bordered box around the control (marked invalid
 * with an error and dimmed when disabled), then the error and the hint.
 */
export function FieldShell({
  id,
  label,
  required,
  hideLabel,
  error,
  hint,
  disabled,
  lang,
  controlClassName,
  below,
  children,
}: FieldShellProps) {
  const { errorId, hintId } = fieldMessageIds(id);
  return (
    <div className={field.field} lang={lang}>
      <FieldLabel htmlFor={id} label={label} required={required} hidden={hideLabel} />
      <div
        className={cx(field.control, controlClassName)}
        data-invalid={error ? true : undefined}
        data-disabled={disabled ? true : undefined}
      >
        {children}
      </div>
      {error && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
      {below ??
        (hint && (
          <p id={hintId} className={field.hint}>
            {hint}
          </p>
        ))}
    </div>
  );
}

/**
 * A labelled group of controls: a fieldset named by its legend and described by its
 * error, shown below the controls; `markInvalid` also marks the group invalid while the
 * error shows.
 */
export function FieldGroup({
  id,
  label,
  error,
  markInvalid,
  lang,
  errorClassName = field.error,
  children,
}: {
  /** The base of the error's id. */
  id: string;
  label: string;
  error?: string;
  markInvalid?: boolean;
  lang?: string;
  errorClassName?: string;
  children: ReactNode;
}) {
  const { errorId } = fieldMessageIds(id);
  return (
    <fieldset
      className={field.group}
      lang={lang}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={markInvalid && error ? true : undefined}
    >
      <legend className={field.legend}>{label}</legend>
      {children}
      {error && (
        <p id={errorId} className={errorClassName}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
