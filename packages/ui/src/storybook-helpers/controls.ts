/** A Storybook control that picks one of `options` from a drop-down list. */
export function selectControl<T>(options: readonly T[]) {
  return { control: 'select', options } as const;
}

/** A Storybook control that picks one of `options` from radio buttons in a row. */
export function radioControl<T>(options: readonly T[]) {
  return { control: 'inline-radio', options } as const;
}
