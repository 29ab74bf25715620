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
export function fieldDescribedBy(
  id: string,
  { error, hint }: { error?: string; hint?: string },
  ...extra: (string | false | undefined)[]
): string | undefined {
  const { errorId, hintId } = fieldMessageIds(id);
  return (
    [error ? errorId : null, hint ? hintId : null, ...extra].filter(Boolean).join(' ') || undefined
  );
}

export interface FieldShellProps {
  /** The control's id, which the label points at and the message ids derive from. */
  id: string;
  label: string;
  required?: boolean;
  hideLabel?: boolean;
  error?: string;
  hint?: string;
  disabled?: boolean;
  lang?: string;
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
