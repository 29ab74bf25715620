import { useId, type ReactNode } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { cx } from '../../internal/cx';
import { Modal } from '../../internal/Modal';
import { ScrollArea } from '../../internal/ScrollArea';
import * as sheet from '../../internal/sheet.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Drawer.css';

export interface DrawerProps {
  open: boolean;
  /** Called on the close button, Escape and a backdrop click. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Small print at the bottom, e.g. the app version. */
  footer?: ReactNode;
  lang?: string;
}

/** A side panel that slides in from the right, e.g. the app's menu. */
export function Drawer({ open, onClose, title, children, footer, lang }: DrawerProps) {
  const { t } = useKitMessages();
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="right"
      aria-labelledby={`${id}-title`}
      lang={lang}
    >
      <div className={sheet.header}>
        <h2 id={`${id}-title`} className={sheet.title}>
          {title}
        </h2>
        <IconButton icon="close" label={t('drawer.close')} onClick={onClose} />
      </div>
      <ScrollArea className={cx(sheet.body, styles.body)}>
        <nav aria-labelledby={`${id}-title`}>{children}</nav>
      </ScrollArea>
      {footer && <div className={cx(sheet.footer, styles.footer)}>{footer}</div>}
    </Modal>
  );
}
