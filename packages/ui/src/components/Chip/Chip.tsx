import type { ReactNode } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { cx } from '../../internal/cx';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Chip.css';

export { chipTones } from './Chip.css';

export type ChipTone = (typeof styles.chipTones)[number];

export interface ChipProps {
  children: ReactNode;
  tone?: ChipTone;
  icon?: IconName;
  /** Adds a remove button named after the chip's text. */
  onRemove?: () => void;
  /** The text the remove button names; required with `onRemove` when children are not text. */
  removeLabel?: string;
  lang?: string;
}

/** A compact label: a tag, a filter in use, a status. */
export function Chip({ children, tone = 'neutral', icon, onRemove, removeLabel, lang }: ChipProps) {
  const { t } = useKitMessages();
  return (
    <span className={cx(styles.chip, styles.tone[tone])} lang={lang}>
      {icon && <Icon name={icon} size="small" />}
      <span className={styles.chipLabel}>{children}</span>
      {onRemove && (
        <button
          type="button"
          className={styles.removeButton}
          aria-label={t('chip.remove', {
            label: removeLabel ?? (typeof children === 'string' ? children : ''),
          })}
          onClick={onRemove}
        >
          <Icon name="close" size="small" />
        </button>
      )}
    </span>
  );
}

export interface ToggleChipProps {
  children: ReactNode;
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  icon?: IconName;
  disabled?: boolean;
  lang?: string;
}

/** A chip that turns a filter or an option on and off (`aria-pressed`). */
export function ToggleChip({ children, pressed, onChange, icon, disabled, lang }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      lang={lang}
      className={cx(styles.chip, styles.toggle)}
      onClick={() => onChange(!pressed)}
    >
      {pressed ? <Icon name="check" size="small" /> : icon && <Icon name={icon} size="small" />}
      <span className={styles.chipLabel}>{children}</span>
    </button>
  );
}
