import type { ButtonHTMLAttributes, Ref } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { cx } from '../../internal/cx';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './IconButton.css';

export { iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton.css';

export type IconButtonTone = (typeof styles.iconButtonTones)[number];
export type IconButtonVariant = (typeof styles.iconButtonVariants)[number];
export type IconButtonSize = (typeof styles.iconButtonSizes)[number];

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label' | 'type'
> {
  icon: IconName;
  /** The accessible name; an icon-only button must say what it does. */
  label: string;
  tone?: IconButtonTone;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** A count shown on the corner (e.g. cart items); hidden when 0 or absent. */
  badge?: number;
  type?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
}

/** A round button that shows only an icon; its name is visually hidden text. */
export function IconButton({
  icon,
  label,
  tone = 'plain',
  variant = 'ghost',
  size = 'standard',
  badge,
  type = 'button',
  className,
  ref,
  ...rest
}: IconButtonProps) {
  const count = badge && badge > 0 ? (badge > 99 ? '99+' : String(badge)) : null;
  return (
    <button
      ref={ref}
      type={type}
      className={cx(
        styles.base,
        styles.tone[tone],
        styles.variant[variant],
        styles.size[size],
        className,
      )}
      {...rest}
    >
      <Icon name={icon} size={size === 'small' ? 'small' : 'standard'} />
      {/* The name comes from this text, so it always matches what the badge shows. */}
      <span className={visuallyHidden}>{count ? `${label} (${count})` : label}</span>
      {count && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
