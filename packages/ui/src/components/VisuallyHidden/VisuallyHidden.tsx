import type { ElementType, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../internal/a11y.css';
import type { PolymorphicProps } from '../Box/Box';

export type VisuallyHiddenProps<E extends ElementType = 'span'> = PolymorphicProps<
  E,
  { children?: ReactNode; className?: string }
>;

/** Read by screen readers, not shown: a heading or label the layout makes plain to the eye. */
export function VisuallyHidden<E extends ElementType = 'span'>({
  as,
  className,
  ...attributes
}: VisuallyHiddenProps<E>) {
  const Element: ElementType = as ?? 'span';
  return <Element className={cx(visuallyHidden, className)} {...attributes} />;
}
