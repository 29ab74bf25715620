import { useId, type ReactNode, type RefObject } from 'react';
import { SheetModal } from '../../internal/SheetModal';
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
  description,
  children,
  actions,
  hideCloseButton = false,
  ...modal
}: DialogProps) {
  const id = useId();
  return (
    <SheetModal
      {...modal}
      placement="center"
      titleId={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      closePlacement={hideCloseButton ? 'none' : 'end'}
      footer={actions}
    >
      {description && (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      )}
      {children}
    </SheetModal>
  );
}
