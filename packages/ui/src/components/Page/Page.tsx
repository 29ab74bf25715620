import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Page.css';

export { pageWidths } from './Page.css';
export type PageWidth = (typeof styles.pageWidths)[number];

export interface PageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  children?: ReactNode;
  /** `narrow` for sign-in and account forms, `standard` for reading and forms, `wide` for grids of items. */
  width?: PageWidth;
  /** Actions that stay in reach at the foot of the screen (add to cart, check out). */
  actions?: ReactNode;
  /** Names the actions' group for assistive technology. */
  actionsLabel?: string;
}

/**
 * A screen's content: centred at a readable width with the theme's page padding and even
 * space between its sections, and optionally actions fixed at its foot.
 */
export function Page({
  children,
  width = 'standard',
  actions,
  actionsLabel,
  className,
  ...attributes
}: PageProps) {
  return (
    <div
      className={cx(
        styles.page,
        styles.width[width],
        actions != null && styles.withActions,
        className,
      )}
      {...attributes}
    >
      {children}
      {actions != null && (
        <div className={styles.actions} role="group" aria-label={actionsLabel}>
          {actions}
        </div>
      )}
    </div>
  );
}
