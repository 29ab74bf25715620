import { ApiError } from '@citylife/api-client';
import { failureMessage } from './failureMessage';

export interface FormFailure<F extends string> {
  /** Messages under the form's own fields (several for one field are joined). */
  fields: Partial<Record<F, string>>;
  /**
   * A line below the form, or undefined: the messages about fields the form does not show,
   * or the failure's own message. A server text or a translation key (see `useMessage`).
   */
  form: string | undefined;
}

/**
 * Where a failed form submission's messages go: a 422's per-field messages under the
 * fields `fieldOf` maps the server's names to (undefined when the form has no such field),
 * everything else in one line below the form.
 */
export function formFailure<F extends string>(
  error: unknown,
  fieldOf: (name: string) => F | undefined,
): FormFailure<F> {
  const messages = error instanceof ApiError ? error.fieldErrors : undefined;
  if (!messages) return { fields: {}, form: failureMessage(error) };
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [name, text] of Object.entries(messages)) {
    const field = fieldOf(name);
    if (field) fields[field] = fields[field] ? `${fields[field]} ${text}` : text;
    else rest.push(text);
  }
  return { fields, form: rest.length > 0 ? rest.join(' ') : undefined };
}

/** A `fieldOf` for forms whose fields carry the server's names. */
export function fieldsNamed<F extends string>(...names: F[]): (name: string) => F | undefined {
  return (name) => names.find((field) => field === name);
}
