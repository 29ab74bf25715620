import { ApiError } from '@citylife/api-client';

export interface PlacedFieldErrors<F extends string> {
  /** Messages under the form's own fields (several for one field are joined). */
  placed: Partial<Record<F, string>>;
  /** Messages about fields the form does not show, for a line below it. */
  rest: string[];
}

/**
 * A failed call's per-field messages (a 422 of section 8), placed on a form's fields:
 * `fieldOf` maps the server's field name to the form's (undefined when the form has no such
 * field). Undefined when the failure carries no field messages.
 */
export function placeFieldErrors<F extends string>(
  error: unknown,
  fieldOf: (name: string) => F | undefined,
): PlacedFieldErrors<F> | undefined {
  const fields = error instanceof ApiError ? error.fieldErrors : undefined;
  if (!fields) return undefined;
  const placed: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [name, text] of Object.entries(fields)) {
    const field = fieldOf(name);
    if (field) placed[field] = placed[field] ? `${placed[field]} ${text}` : text;
    else rest.push(text);
  }
  return { placed, rest };
}
