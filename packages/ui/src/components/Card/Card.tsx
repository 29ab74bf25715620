import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Card.css';

export { cardElevations, cardPaddings } from './Card.css';

export type CardPadding = (typeof styles.cardPaddings)[number];
export type CardElevation = (typeof styles.cardElevations)[number];

export interface CardProps {
  children: ReactNode;
  /** A heading at the top; the card becomes a region named by it. */
  title?: string;
  /** Something on the heading's line, e.g. a "More" link. */
  action?: ReactNode;
  padding?: CardPadding;
  elevation?: CardElevation;
  /** Makes the whole card one button (use only without other controls inside). */
  onClick?: () => void;
  'aria-label'?: string;
  lang?: string;
}

/** A surface that groups related content. */
export function Card({
  children,
  title,
  action,
  padding = 'standard',
  elevation = 'raised',
  onClick,
  lang,
  ...aria
}: CardProps) {
  const id = useId();
  const className = cx(styles.card, styles.padding[padding], styles.elevation[elevation]);
  const header = title ? (
    <div className={styles.header}>
      <h3 id={`${id}-title`} className={styles.title}>
        {title}
      </h3>
      {action}
    </div>
  ) : null;

  if (onClick) {
    return (
      <button
        type="button"
        className={cx(className, styles.interactive)}
        onClick={onClick}
        aria-label={aria['aria-label']}
        lang={lang}
      >
        {header}
        {children}
      </button>
    );
  }
  return (
    <section
      className={className}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : aria['aria-label']}
      lang={lang}
    >
      {header}
      {children}
    </section>
  );
}
