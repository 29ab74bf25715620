import { cx } from '../../internal/cx';
import { Badge } from '../Badge/Badge';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './BottomBar.css';

export interface BottomBarItem {
  id: string;
  label: string;
  icon: IconName;
  /** A count on the icon, e.g. unread messages. */
  badge?: number;
}

export interface BottomBarProps {
  /** Names the navigation landmark. */
  label: string;
  items: readonly BottomBarItem[];
  /** The id of the current section, marked `aria-current="page"`. */
  value?: string;
  onSelect: (id: string) => void;
  /** Pins the bar to the bottom of the viewport (default). */
  fixed?: boolean;
  lang?: string;
}

/** The app's main navigation at the bottom: Home, Member centre, More. */
export function BottomBar({ label, items, value, onSelect, fixed = true, lang }: BottomBarProps) {
  return (
    <nav aria-label={label} className={cx(styles.bar, fixed && styles.fixed)} lang={lang}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.entry}>
            <button
              type="button"
              className={styles.button}
              aria-current={item.id === value ? 'page' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <Icon name={item.icon} />
              <span className={styles.label}>{item.label}</span>
              {item.badge ? (
                <span className={styles.badge}>
                  <Badge>{item.badge}</Badge>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
