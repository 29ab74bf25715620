import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { cycleFocus, tabbables } from './focus';
import * as styles from './Modal.css';

export type ModalPlacement = 'center' | 'fullscreen' | 'right' | 'bottom' | 'bare';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  placement?: ModalPlacement;
  role?: 'dialog' | 'alertdialog';
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Receives focus on open; the first tabbable element (or the panel) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Whether a click on the dimmed backdrop closes the dialog. */
  dismissOnBackdrop?: boolean;
  className?: string;
  lang?: string;
  children: ReactNode;
}

/** How many modals enclose this one in the React tree (a dialog opened from a dialog). */
const ModalDepth = createContext(0);

/** Open modal panels with their depth; only the innermost one owns focus. */
const openPanels: { panel: HTMLElement; depth: number }[] = [];
let savedOverflow = '';

function innermost(): HTMLElement | undefined {
  let top: (typeof openPanels)[number] | undefined;
  for (const entry of openPanels) if (!top || entry.depth >= top.depth) top = entry;
  return top?.panel;
}

function lockScroll() {
  if (openPanels.length === 1) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll() {
  if (openPanels.length === 0) document.body.style.overflow = savedOverflow;
}

/** Whether focus moved into a floating layer (menu, tooltip) opened from inside the panel. */
function inFloatingLayer(node: Node): boolean {
  return node instanceof Element && node.closest('[data-floating-ui-portal]') !== null;
}

/**
 * The modal layer under every dialog of the kit: portal, backdrop, focus trap,
 * Escape to close, focus restored to the opener, scroll lock.
 */
export function Modal({
  open,
  onClose,
  placement = 'center',
  role = 'dialog',
  initialFocus,
  dismissOnBackdrop = true,
  className,
  lang,
  children,
  ...aria
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const depth = useContext(ModalDepth);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = { panel, depth };
    openPanels.push(entry);
    lockScroll();
    // Effects run inner-first: an enclosing dialog opening together with this one must not
    // take focus from it.
    if (innermost() === panel) (initialFocus?.current ?? tabbables(panel)[0] ?? panel).focus();

    const keepFocusInside = (event: FocusEvent) => {
      if (innermost() !== panel) return;
      const target = event.target;
      if (target instanceof Node && !panel.contains(target) && !inFloatingLayer(target)) {
        (tabbables(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      openPanels.splice(openPanels.indexOf(entry), 1);
      unlockScroll();
      const top = innermost();
      if (opener?.isConnected && (!top || top.contains(opener))) opener.focus();
      else if (top) (tabbables(top)[0] ?? top).focus();
    };
  }, [open, initialFocus, depth]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys from a nested dialog bubble here through React's tree; that dialog handles them.
    const panel = panelRef.current;
    if (event.defaultPrevented || !panel?.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      if (cycleFocus(panel, event.shiftKey)) event.preventDefault();
    }
  };

  return createPortal(
    <div
      className={cx(styles.backdrop, styles.backdropPlacement[placement])}
      onClick={(event) => {
        if (dismissOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        tabIndex={-1}
        lang={lang}
        className={cx(styles.panel, styles.panelPlacement[placement], className)}
        onKeyDown={onKeyDown}
        {...aria}
      >
        <ModalDepth.Provider value={depth + 1}>{children}</ModalDepth.Provider>
      </div>
    </div>,
    document.body,
  );
}
