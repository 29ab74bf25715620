import { useId, type ReactNode, type RefObject } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { cx } from '../../internal/cx';
import { Modal } from '../../internal/Modal';
import { ScrollArea } from '../../internal/ScrollArea';
import * as sheet from '../../internal/sheet.css';
import { IconButton } from '../IconButton/IconButton';
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
  const { t } = useKitMessages();
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="bottom"
      aria-labelledby={`${id}-title`}
      initialFocus={initialFocus}
      lang={lang}
    >
      <span className={styles.handle} aria-hidden="true" />
      <div className={sheet.header}>
        <h2 id={`${id}-title`} className={sheet.title}>
          {title}
        </h2>
        <IconButton icon="close" label={t('common.close')} onClick={onClose} />
      </div>
      <ScrollArea className={cx(sheet.body, styles.body)}>{children}</ScrollArea>
      {actions && <div className={sheet.footer}>{actions}</div>}
    </Modal>
  );
}
