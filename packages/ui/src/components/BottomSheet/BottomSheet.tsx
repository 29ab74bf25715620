import { useId, type ReactNode, type RefObject } from 'react';
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
export function BottomSheet({
  open,
  onClose,
  title,
  children,
  actions,
  initialFocus,
  lang,
}: BottomSheetProps) {
  const id = useId();
  return (
    <SheetModal
      open={open}
      onClose={onClose}
      placement="bottom"
      titleId={`${id}-title`}
      title={title}
      beforeHeader={<span className={styles.handle} aria-hidden="true" />}
      bodyClassName={styles.body}
      footer={actions}
      initialFocus={initialFocus}
      lang={lang}
    >
      {children}
    </SheetModal>
  );
}
