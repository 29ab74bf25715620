import {
  arrow,
  autoUpdate,
  flip,
  FloatingArrow,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import {
  cloneElement,
  isValidElement,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import * as styles from './Tooltip.css';

export const tooltipPlacements = ['top', 'bottom', 'left', 'right'] as const;

export interface TooltipProps {
  /** The hint; describes the trigger for assistive technology. */
  content: ReactNode;
  /** One focusable element (e.g. an IconButton) that the tooltip explains. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  placement?: Placement;
  /** Controlled visibility, e.g. to show a hint for a few seconds. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Delay before showing on hover, in milliseconds. */
  delay?: number;
}

/** A short hint shown on hover and keyboard focus, positioned by Floating UI. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  open: controlledOpen,
  onOpenChange,
  delay = 300,
}: TooltipProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const arrowRef = useRef<SVGSVGElement>(null);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 }), arrow({ element: arrowRef })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: delay, close: 0 } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const childRef = isValidElement(children) ? children.props.ref : undefined;
  const ref = useMergeRefs([refs.setReference, childRef]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ref, ...children.props }))}
      {open && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            className={styles.tooltip}
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {content}
            <FloatingArrow ref={arrowRef} context={context} className={styles.arrow} />
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
