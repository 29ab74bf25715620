import { useState } from 'react';
import { useFormSubmission, type EditOptions } from '../api/useFormSubmission';

/** How a field form treats a change. */
export interface FieldFormOptions<T> extends EditOptions {
  /** Settles the values after a change (say, moves an end to a newly chosen start). */
  settle?: (next: T, changed: keyof T) => T;
}

/**
 * A form kept in one state object whose checked fields (`F`) are keys of it: the values,
 * their submission (see useFormSubmission, with `fieldOf` mapping the server's field
 * names), `set` to change one value (and forget the message of `field`, if given), and
 * `field(key)`, the props that bind a field's component to its value: `value`, `onChange`
 * (which also forgets the field's message) and `error`.
 */
export function useFieldForm<T extends object, F extends keyof T & string>(
  initial: T | (() => T),
  fieldOf: (name: string) => F | undefined,
  { clearsFormMessage = false, settle }: FieldFormOptions<T> = {},
) {
  const [form, setForm] = useState<T>(initial);
  const submission = useFormSubmission(fieldOf);

  const set = <K extends keyof T>(key: K, value: T[K], field?: F) => {
    setForm((current) => {
      const next = { ...current, [key]: value };
      return settle ? settle(next, key) : next;
    });
    if (field !== undefined) submission.edited(field, { clearsFormMessage });
  };

  const field = <K extends F>(key: K) =>
    submission.bind(key, form[key], (value) => set(key, value), { clearsFormMessage });

  return { form, submission, set, field };
}
