import { useCallback, useState } from 'react';
import { useMessage } from '../i18n/useMessage';
import { formFailure } from './fieldErrors';

/** A field component's value, its change and its message, as a form keeps them. */
export interface FieldBinding<T> {
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
}

/** How an edit of a field treats the messages. */
export interface EditOptions {
  /** The edit also forgets the message below the form, not only the field's. */
  clearsFormMessage?: boolean;
}

/**
 * What a form needs to submit: its messages under fields and below the form, a sending
 * state, and `submit`, which checks the form first (messages per field; nothing is sent
 * while there are any), then sends, and places a failure's messages: the server's per-field
 * ones under the fields `fieldOf` maps its names to, everything else below the form.
 */
export function useFormSubmission<F extends string>(fieldOf: (name: string) => F | undefined) {
  const message = useMessage();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);

  /** Forgets the messages of these fields (as the person edits them), keeping the rest. */
  const forget = (...fields: F[]) =>
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  /** Forgets the messages of these fields and the one below the form. */
  const clear = (...fields: F[]) => {
    forget(...fields);
    setFormError(undefined);
  };

  /**
   * Places a failure's messages: per-field ones under their fields, the rest below the form
   * (stable while `fieldOf` is, so effects may depend on it).
   */
  const fail = useCallback(
    (error: unknown) => {
      const failure = formFailure(error, fieldOf);
      setErrors(failure.fields);
      setFormError(failure.form);
    },
    [fieldOf],
  );

  /** Checks, then sends; answers whether it was sent. */
  const submit = async (
    send: () => Promise<unknown>,
    check: () => Partial<Record<F, string>> = () => ({}),
  ): Promise<boolean> => {
    setFormError(undefined);
    const problems = check();
    if (Object.values(problems).some(Boolean)) {
      setErrors(problems);
      return false;
    }
    setErrors({});
    setSending(true);
    try {
      await send();
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setSending(false);
    }
  };

  /** Forgets a field's message as it is edited (and the form's, with `clearsFormMessage`). */
  const edited = (field: F, { clearsFormMessage = false }: EditOptions = {}) => {
    if (clearsFormMessage) clear(field);
    else forget(field);
  };

  /**
   * The props that bind a field's component to a value: `value`, `onChange` (which sets it
   * with `setValue` and forgets the field's message, and the form's unless
   * `clearsFormMessage` is false) and `error`.
   */
  const bind = <T>(
    field: F,
    value: T,
    setValue: (value: T) => void,
    { clearsFormMessage = true }: EditOptions = {},
  ): FieldBinding<T> => ({
    value,
    onChange: (changed: T) => {
      setValue(changed);
      edited(field, { clearsFormMessage });
    },
    error: errors[field],
  });

  return {
    errors,
    // Kept as the failure gave it (a translation key or the server's text), shown translated.
    formError: formError && message(formError),
    sending,
    submit,
    bind,
    edited,
    clear,
    forget,
    fail,
    setErrors,
    setFormError,
  };
}
