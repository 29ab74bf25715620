import { cx } from '../../internal/cx';
import * as styles from './Icon.css';
import { iconPaths } from './paths';

export { iconSizes, iconTones } from './Icon.css';

export type IconName = keyof typeof iconPaths;
export type IconSize = (typeof styles.iconSizes)[number];
export type IconTone = (typeof styles.iconTones)[number];

/** Every glyph of the kit's icon set. */
export const iconNames = Object.keys(iconPaths) as IconName[];

export interface IconProps {
  name: IconName;
  size?: IconSize;
  tone?: IconTone;
  /** Names the icon for assistive technology; without it the icon is decorative. */
  label?: string;
  className?: string;
}

/** One glyph of the kit's icon set; inherits the text colour unless given a tone. */
export function Icon({ name, size = 'standard', tone = 'inherit', label, className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cx(styles.base, styles.size[size], styles.tone[tone], className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {iconPaths[name]}
    </svg>
  );
}
