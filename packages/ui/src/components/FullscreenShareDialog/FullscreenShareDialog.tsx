import { useId } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Modal } from '../../internal/Modal';
import { Button } from '../Button/Button';
import * as styles from './FullscreenShareDialog.css';

export interface FullscreenShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** Replaces the kit's hint ("Tap ··· in the top right corner to share"). */
  hint?: string;
  lang?: string;
}

/**
 * The full-screen guide shown where a page cannot share by itself (WeChat's browser):
 * it points at the top-right menu. A tap anywhere, Escape or the close button dismisses it.
 */
export function FullscreenShareDialog({ open, onClose, hint, lang }: FullscreenShareDialogProps) {
  const { t } = useKitMessages();
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="bare"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      lang={lang}
    >
      {/* Any tap dismisses the guide, the close button included (its click bubbles here). */}
      <div className={styles.layer} onClick={onClose}>
        <svg viewBox="0 0 64 64" className={styles.arrow} aria-hidden="true">
          <path d="M8 58C14 30 30 16 54 10M40 6l14 4-5 13" />
        </svg>
        <div className={styles.bubble}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('shareGuide.title')}
          </h2>
          <p id={`${id}-hint`} className={styles.hint}>
            {hint ?? t('shareGuide.hint')}
          </p>
        </div>
        <div className={styles.close}>
          <Button variant="soft" tone="neutral">
            {t('common.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
