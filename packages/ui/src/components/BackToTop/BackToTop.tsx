import { useEffect, useState } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './BackToTop.css';

/** Scroll distance, in pixels, after which the button appears. */
export const BACK_TO_TOP_THRESHOLD = 50;

export interface BackToTopProps {
  /** The scrolling element; the window when absent. */
  target?: HTMLElement | null;
  threshold?: number;
  /** Called after starting the scroll to the top. */
  onClick?: () => void;
  label?: string;
}

function scrollTopOf(target: HTMLElement | null | undefined): number {
  return target ? target.scrollTop : window.scrollY;
}

/** A floating button that appears after scrolling 50 px and scrolls back to the top. */
export function BackToTop({
  target,
  threshold = BACK_TO_TOP_THRESHOLD,
  onClick,
  label,
}: BackToTopProps) {
  const { t } = useKitMessages();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const source: HTMLElement | Window = target ?? window;
    const update = () => setVisible(scrollTopOf(target) > threshold);
    update();
    source.addEventListener('scroll', update, { passive: true });
    return () => source.removeEventListener('scroll', update);
  }, [target, threshold]);

  if (!visible) return null;
  return (
    <div className={styles.root}>
      <IconButton
        icon="arrowUp"
        tone="brand"
        variant="solid"
        label={label ?? t('backToTop')}
        onClick={() => {
          const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          (target ?? window).scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
          onClick?.();
        }}
      />
    </div>
  );
}
