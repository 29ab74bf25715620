import { useEffect, useRef } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Dialog } from '../Dialog/Dialog';
import { Icon } from '../Icon/Icon';
import * as styles from './LongPressSaveImageDialog.css';

/** How long a press counts as a long press. */
export const LONG_PRESS_MS = 600;

export interface LongPressSaveImageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The picture to save, e.g. a generated share poster. */
  src: string;
  alt: string;
  /** Optional: reported after a long press (the browser's own save menu still opens). */
  onLongPress?: () => void;
  longPressMs?: number;
  lang?: string;
}

/**
 * Shows a picture with "press and hold to save": where a page cannot download files
 * (e.g. inside WeChat), the system's long-press menu saves the image.
 */
export function LongPressSaveImageDialog({
  open,
  onClose,
  src,
  alt,
  onLongPress,
  longPressMs = LONG_PRESS_MS,
  lang,
}: LongPressSaveImageDialogProps) {
  const { t } = useKitMessages();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);

  return (
    <Dialog open={open} onClose={onClose} title={t('saveImage.title')} lang={lang}>
      <figure className={styles.figure}>
        <img
          className={styles.image}
          src={src}
          alt={alt}
          onPointerDown={() => {
            cancel();
            if (onLongPress) timer.current = setTimeout(onLongPress, longPressMs);
          }}
          onPointerUp={cancel}
          onPointerLeave={cancel}
          onPointerCancel={cancel}
        />
        <figcaption className={styles.hint}>
          <Icon name="download" size="small" />
          {t('saveImage.hint')}
        </figcaption>
      </figure>
    </Dialog>
  );
}
