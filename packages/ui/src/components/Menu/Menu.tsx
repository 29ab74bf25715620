import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import { useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import { Icon, type IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Menu.css';

export interface MenuItem {
  id: string;
  label: string;
  icon?: IconName;
  disabled?: boolean;
  /** Marks a destructive action such as "Log out". */
  critical?: boolean;
}

export interface MenuProps {
  /** The trigger's accessible name (and its text unless `icon` is given). */
  label: string;
  /** Shows an icon-only trigger, e.g. `more`. */
  icon?: IconName;
  items: readonly MenuItem[];
  onSelect: (id: string) => void;
  placement?: Placement;
  /** Opens on first render (for demos and screenshots). */
  defaultOpen?: boolean;
  lang?: string;
}

/**
 * A button that opens a list of actions, positioned by Floating UI: arrow keys and
 * typeahead move between items, Enter picks, Escape closes and returns focus.
 */
export function Menu({
  label,
  icon,
  items,
  onSelect,
  placement = 'bottom-end',
  defaultOpen = false,
  lang,
}: MenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<(HTMLElement | null)[]>([]);
  const labelsRef = useRef<(string | null)[]>(items.map((item) => item.label));
  labelsRef.current = items.map((item) => item.label);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices: items.flatMap((item, index) => (item.disabled ? [index] : [])),
    }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: setActiveIndex }),
  ]);

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    onSelect(item.id);
    setOpen(false);
  };

  return (
    <>
      {icon ? (
        <IconButton ref={refs.setReference} icon={icon} label={label} {...getReferenceProps()} />
      ) : (
        <button
          ref={refs.setReference}
          type="button"
          className={styles.trigger}
          lang={lang}
          {...getReferenceProps()}
        >
          {label}
          <Icon name="chevronDown" size="small" />
        </button>
      )}
      {open && (
        // No focus guards (focusable yet aria-hidden: an axe violation); Tab out closes the menu.
        <FloatingPortal preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} guards={false}>
            <div
              ref={refs.setFloating}
              className={styles.menu}
              style={floatingStyles}
              aria-label={label}
              lang={lang}
              {...getFloatingProps()}
            >
              {items.map((item, index) => (
                <button
                  key={item.id}
                  ref={(node) => {
                    listRef.current[index] = node;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={activeIndex === index ? 0 : -1}
                  aria-disabled={item.disabled || undefined}
                  className={cx(styles.item, item.critical && styles.critical)}
                  {...getItemProps({ onClick: () => choose(item) })}
                >
                  {item.icon && <Icon name={item.icon} />}
                  {item.label}
                </button>
              ))}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
