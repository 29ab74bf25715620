import type { ReactNode, RefObject } from 'react';
import { SheetModal } from '../../internal/SheetModal';
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
  children,
  headerAction,
  footer,
  ...modal
}: FullscreenDialogProps) {
  return (
    <SheetModal
      {...modal}
      placement="fullscreen"
      closePlacement="start"
      headerAction={headerAction}
      headerClassName={styles.header}
      bodyClassName={styles.body}
      footer={footer}
      footerClassName={styles.footer}
      dismissOnBackdrop={false}
    >
      {children}
    </SheetModal>
  );
}
