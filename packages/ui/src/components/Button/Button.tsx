import type { MouseEvent, ReactNode, Ref } from 'react';
import * as styles from './Button.css';

export { buttonSizes, buttonTones, buttonVariants } from './Button.css';

export type ButtonTone = (typeof styles.buttonTones)[number];
export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];

export interface ButtonProps {
  children: ReactNode;
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders a link that looks like a button. */
  href?: string;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Leading icon. */
  icon?: ReactNode;
  /** Whether a toggle button is on; renders `aria-pressed`. */
  pressed?: boolean;
  lang?: string;
  'aria-label'?: string;
  /** The id of what describes the button's action (e.g. the terms a submit agrees to). */
  'aria-describedby'?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

/** The kit's button: semantic tone, visual variant, two sizes; a link when given `href`. */
export function Button({
  children,
  tone = 'brand',
  variant = 'solid',
  size = 'standard',
  href,
  type = 'button',
  disabled = false,
  loading = false,
  fullWidth = false,
  icon,
  pressed,
  lang,
  onClick,
  ref,
  ...aria
}: ButtonProps) {
  const inactive = disabled || loading;
  const className = [
    styles.base,
    styles.tone[tone],
    styles.variant[variant],
    styles.size[size],
    fullWidth ? styles.fullWidth : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const content = (
    <>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      <span>{children}</span>
    </>
  );

  const common = {
    ref,
    className,
    lang,
    onClick: handleClick,
    'aria-disabled': inactive || undefined,
    'aria-busy': loading || undefined,
    'aria-pressed': pressed,
    'aria-label': aria['aria-label'],
    'aria-describedby': aria['aria-describedby'],
  };

  if (href !== undefined) {
    return (
      <a {...common} href={inactive ? undefined : href} role={inactive ? 'link' : undefined}>
        {content}
      </a>
    );
  }
  return (
    <button {...common} type={type}>
      {content}
    </button>
  );
}
