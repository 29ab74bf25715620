import { expect, userEvent, within } from 'storybook/test';

/**
 * Checks a field story with an error: the control labelled `label` is invalid and its
 * accessible description is `description`; returns the control.
 */
export async function expectFieldError(
  canvasElement: HTMLElement,
  label: RegExp,
  description: string,
): Promise<HTMLElement> {
  const control = within(canvasElement).getByLabelText(label);
  await expect(control).toBeInvalid();
  await expect(control).toHaveAccessibleDescription(description);
  return control;
}

/** A story of a field showing `args.error`, played by expectFieldError. */
export function fieldErrorStory<Args>(args: Args, label: RegExp, description: string) {
  return {
    args,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await expectFieldError(canvasElement, label, description);
    },
  };
}

/** Clicking the unchecked `role` control named `name` checks it and reports `true` to `onChange`. */
export async function expectClickChecks(
  canvasElement: HTMLElement,
  role: 'checkbox' | 'switch',
  name: string,
  onChange: unknown,
) {
  const control = within(canvasElement).getByRole(role, { name });
  await userEvent.click(control);
  await expect(control).toBeChecked();
  await expect(onChange).toHaveBeenCalledWith(true);
}
