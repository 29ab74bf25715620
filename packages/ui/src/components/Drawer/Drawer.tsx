import { useId, type ReactNode } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { SheetModal } from '../../internal/SheetModal';
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
export function Drawer({ children, footer, ...modal }: DrawerProps) {
  const { t } = useKitMessages();
  const id = useId();
  return (
    <SheetModal
      {...modal}
      placement="right"
      titleId={`${id}-title`}
      closeLabel={t('drawer.close')}
      bodyClassName={styles.body}
      footer={footer}
      footerClassName={styles.footer}
    >
      <nav aria-labelledby={`${id}-title`}>{children}</nav>
    </SheetModal>
  );
}
