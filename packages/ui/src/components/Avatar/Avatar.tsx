import { useState } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Avatar.css';

export { avatarSizes } from './Avatar.css';

export type AvatarSize = (typeof styles.avatarSizes)[number];

export interface AvatarProps {
  /** The person's name: the image's alternative text and the source of the initials. */
  name: string;
  src?: string;
  size?: AvatarSize;
  /** Makes the avatar a button, e.g. "tap to choose an image" on the profile page. */
  onClick?: () => void;
  /** The button's name when `onClick` is set, e.g. "Change avatar". */
  actionLabel?: string;
}

/** The first letter of the first two words (or the first character for CJK names). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return Array.from(words[0] ?? '')[0]?.toUpperCase() ?? '';
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

/** A round picture of a person, falling back to their initials when there is none. */
export function Avatar({ name, src, size = 'standard', onClick, actionLabel }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  const content = showImage ? (
    <img className={styles.image} src={src} alt={name} onError={() => setFailedSrc(src)} />
  ) : (
    <span role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
  const className = cx(styles.avatar, styles.size[size]);
  if (onClick) {
    return (
      <button
        type="button"
        className={cx(className, styles.button)}
        onClick={onClick}
        aria-label={actionLabel ?? name}
      >
        {content}
      </button>
    );
  }
  return <span className={className}>{content}</span>;
}
