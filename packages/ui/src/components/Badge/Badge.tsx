import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Badge.css';

export { badgeTones, badgeVariants } from './Badge.css';

export type BadgeTone = (typeof styles.badgeTones)[number];
export type BadgeVariant = (typeof styles.badgeVariants)[number];

export interface BadgeProps {
  /** Text or a count; a count above `max` shows as `max+`. */
  children?: ReactNode;
  tone?: BadgeTone;
  variant?: BadgeVariant;
  max?: number;
  /** A bare dot (e.g. "new"); needs `label` to be announced. */
  dot?: boolean;
  /** Read instead of the visible text, e.g. "3 unread messages". */
  label?: string;
  lang?: string;
}

/** A small status or count marker. */
export function Badge({
  children,
  tone = 'critical',
  variant = 'solid',
  max = 99,
  dot = false,
  label,
  lang,
}: BadgeProps) {
  const content =
    typeof children === 'number' && children > max ? `${max}+` : dot ? null : children;
  return (
    <span
      className={cx(styles.badge, styles.tone[tone], styles.variant[variant], dot && styles.dot)}
      role={label ? 'img' : undefined}
      aria-label={label}
      lang={lang}
    >
      {label && content != null ? <span aria-hidden="true">{content}</span> : !label && content}
    </span>
  );
}
