import { useId, type ReactNode, type RefObject } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { cx } from '../../internal/cx';
import { Modal } from '../../internal/Modal';
import { ScrollArea } from '../../internal/ScrollArea';
import * as sheet from '../../internal/sheet.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './FullscreenDialog.css';

export interface FullscreenDialogProps {
  open: boolean;
  /** Called on the close button and Escape. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Something at the end of the header, e.g. a Save button. */
  headerAction?: ReactNode;
  /** A bar fixed at the bottom, e.g. a full-width Save button. */
  footer?: ReactNode;
  /** Shows a back arrow instead of a cross (for a step inside a flow). */
  closeIcon?: 'close' | 'back';
  initialFocus?: RefObject<HTMLElement | null>;
  lang?: string;
}

/** A modal that covers the whole screen, e.g. the return-home registration form. */
export function FullscreenDialog({
  open,
  onClose,
  title,
  children,
  headerAction,
  footer,
  closeIcon = 'close',
  initialFocus,
  lang,
}: FullscreenDialogProps) {
  const { t } = useKitMessages();
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="fullscreen"
      aria-labelledby={`${id}-title`}
      dismissOnBackdrop={false}
      initialFocus={initialFocus}
      lang={lang}
    >
      <div className={cx(sheet.header, styles.header)}>
        <IconButton
          icon={closeIcon}
          label={t(closeIcon === 'back' ? 'common.back' : 'common.close')}
          onClick={onClose}
        />
        <h2 id={`${id}-title`} className={sheet.title}>
          {title}
        </h2>
        {headerAction}
      </div>
      <ScrollArea className={cx(sheet.body, styles.body)}>{children}</ScrollArea>
      {footer && <div className={cx(sheet.footer, styles.footer)}>{footer}</div>}
    </Modal>
  );
}
