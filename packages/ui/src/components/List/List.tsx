import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './List.css';

export interface ListProps {
  children: ReactNode;
  /** Names the list for assistive technology. */
  'aria-label'?: string;
  lang?: string;
}

/** A grouped list of rows on a surface. */
export function List({ children, lang, ...aria }: ListProps) {
  return (
    <ul className={styles.list} lang={lang} aria-label={aria['aria-label']}>
      {children}
    </ul>
  );
}

export interface ListItemProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon or avatar before the text. */
  leading?: ReactNode;
  /** A value or badge after the text. */
  trailing?: ReactNode;
  /** Makes the row a button. */
  onClick?: () => void;
  /** Makes the row a link. */
  href?: string;
  /** Shows a chevron on interactive rows (on by default for them). */
  chevron?: boolean;
  disabled?: boolean;
}

/** One row of a `List`: plain, a button (`onClick`) or a link (`href`). */
export function ListItem({
  title,
  description,
  leading,
  trailing,
  onClick,
  href,
  chevron,
  disabled,
}: ListItemProps) {
  const interactive = Boolean(onClick || href);
  const content = (
    <>
      {leading && <span className={styles.leading}>{leading}</span>}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {(trailing || (chevron ?? interactive)) && (
        <span className={styles.trailing}>
          {trailing}
          {(chevron ?? interactive) && <Icon name="chevronRight" size="small" />}
        </span>
      )}
    </>
  );
  const rowClass = cx(styles.row, interactive && styles.interactive);
  return (
    <li className={styles.item}>
      {href !== undefined ? (
        <a
          className={rowClass}
          href={disabled ? undefined : href}
          aria-disabled={disabled || undefined}
        >
          {content}
        </a>
      ) : onClick ? (
        <button type="button" className={rowClass} onClick={onClick} disabled={disabled}>
          {content}
        </button>
      ) : (
        <div className={rowClass}>{content}</div>
      )}
    </li>
  );
}
