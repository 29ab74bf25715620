import { useState } from 'react';
import { useFormSubmission } from '../api/useFormSubmission';

/**
 * A form kept in one state object whose checked fields (`F`) are keys of it: the values,
 * their submission (see useFormSubmission, with `fieldOf` mapping the server's field
 * names), `set` to change one value, and `field(key)`, the props that bind a field's
 * component to its value: `value`, `onChange` (which also forgets the field's message)
 * and `error`.
 */
export function useFieldForm<T extends object, F extends keyof T & string>(
  initial: () => T,
  fieldOf: (name: string) => F | undefined,
) {
  const [form, setForm] = useState<T>(initial);
  const submission = useFormSubmission(fieldOf);

  const set = <K extends keyof T>(key: K, value: T[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const field = <K extends F>(key: K) => ({
    value: form[key],
    onChange: (value: T[K]) => {
      set(key, value);
      submission.forget(key);
    },
    error: submission.errors[key],
  });

  return { form, submission, set, field };
}
