import type { ReactNode } from 'react';
import { cx } from './cx';
import * as choice from './choice.css';

/** The aria attributes of a control named by its ChoiceText label and described by its description. */
export function choiceTextAria(id: string, description: string | undefined) {
  return {
    'aria-labelledby': `${id}-label`,
    'aria-describedby': description ? `${id}-description` : undefined,
  };
}

/** The label of an on/off control with an optional description below it. */
export function ChoiceText({
  id,
  label,
  description,
  className,
}: {
  /** The base of the label's and the description's ids. */
  id: string;
  label: ReactNode;
  description?: string;
  className?: string;
}) {
  return (
    <span className={cx(choice.text, className)}>
      <span id={`${id}-label`}>{label}</span>
      {description && (
        <span id={`${id}-description`} className={choice.description}>
          {description}
        </span>
      )}
    </span>
  );
}
