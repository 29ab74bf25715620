import { useId, type ReactNode } from 'react';
import { IconButton } from '../components/IconButton/IconButton';
import { useKitMessages } from '../i18n/KitMessagesProvider';
import { cx } from './cx';
import { Modal, type ModalProps } from './Modal';
import { ScrollArea } from './ScrollArea';
import * as sheet from './sheet.css';

export interface SheetModalProps extends Omit<ModalProps, 'aria-labelledby' | 'aria-label'> {
  /** The id the title carries, which names the dialog; a generated one by default. */
  titleId?: string;
  title: string;
  /** Where the close button stands in the header: before the title, after it, or nowhere. */
  closePlacement?: 'start' | 'end' | 'none';
  closeIcon?: 'close' | 'back';
  /** The close button's name; the kit's "Close" (or "Back" for the back arrow) by default. */
  closeLabel?: string;
  /** Something after the title, e.g. a Save button. */
  headerAction?: ReactNode;
  /** Something above the header, e.g. a drag handle. */
  beforeHeader?: ReactNode;
  footer?: ReactNode;
  headerClassName?: string;
  bodyClassName?: string;
  footerClassName?: string;
}

/**
 * A modal panel in the kit's sheet layout: a header with the title and a close button, a
 * body that scrolls, and a footer shown only when there is something in it.
 */
export function SheetModal({
  titleId,
  title,
  closePlacement = 'end',
  closeIcon = 'close',
  closeLabel,
  headerAction,
  beforeHeader,
  footer,
  headerClassName,
  bodyClassName,
  footerClassName,
  children,
  ...modal
}: SheetModalProps) {
  const { t } = useKitMessages();
  const generatedId = useId();
  const labelledBy = titleId ?? `${generatedId}-title`;
  const close = (
    <IconButton
      icon={closeIcon}
      label={closeLabel ?? t(closeIcon === 'back' ? 'common.back' : 'common.close')}
      onClick={modal.onClose}
    />
  );
  return (
    <Modal {...modal} aria-labelledby={labelledBy}>
      {beforeHeader}
      <div className={cx(sheet.header, headerClassName)}>
        {closePlacement === 'start' && close}
        <h2 id={labelledBy} className={sheet.title}>
          {title}
        </h2>
        {headerAction}
        {closePlacement === 'end' && close}
      </div>
      <ScrollArea className={cx(sheet.body, bodyClassName)}>{children}</ScrollArea>
      {footer && <div className={cx(sheet.footer, footerClassName)}>{footer}</div>}
    </Modal>
  );
}
