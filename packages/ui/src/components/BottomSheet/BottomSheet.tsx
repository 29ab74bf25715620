import type { ReactNode, RefObject } from 'react';
import { SheetModal } from '../../internal/SheetModal';
import * as styles from './BottomSheet.css';

export interface BottomSheetProps {
  open: boolean;
  /** Called on the close button, Escape and a backdrop click. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  lang?: string;
}

/** A modal panel that rises from the bottom edge, e.g. share targets or a picker. */
export function BottomSheet({ children, actions, ...modal }: BottomSheetProps) {
  return (
    <SheetModal
      {...modal}
      placement="bottom"
      beforeHeader={<span className={styles.handle} aria-hidden="true" />}
      bodyClassName={styles.body}
      footer={actions}
    >
      {children}
    </SheetModal>
  );
}
