import { useId, type ReactNode, type RefObject } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Modal } from '../../internal/Modal';
import { ScrollArea } from '../../internal/ScrollArea';
import * as sheet from '../../internal/sheet.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on the close button, Escape and a backdrop click. */
  onClose: () => void;
  title: string;
  /** A sentence under the title that describes the dialog. */
  description?: string;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  hideCloseButton?: boolean;
  dismissOnBackdrop?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  lang?: string;
}

/**
 * A centred modal dialog, at most 400 px wide: traps focus, closes on Escape and
 * returns focus to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  role = 'dialog',
  hideCloseButton = false,
  dismissOnBackdrop = true,
  initialFocus,
  lang,
}: DialogProps) {
  const { t } = useKitMessages();
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      role={role}
      placement="center"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      dismissOnBackdrop={dismissOnBackdrop}
      initialFocus={initialFocus}
      lang={lang}
    >
      <div className={sheet.header}>
        <h2 id={`${id}-title`} className={sheet.title}>
          {title}
        </h2>
        {!hideCloseButton && (
          <IconButton icon="close" label={t('common.close')} onClick={onClose} />
        )}
      </div>
      <ScrollArea className={sheet.body}>
        {description && (
          <p id={`${id}-description`} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </ScrollArea>
      {actions && <div className={sheet.footer}>{actions}</div>}
    </Modal>
  );
}
