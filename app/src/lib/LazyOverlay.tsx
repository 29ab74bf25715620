import {
  Component,
  Suspense,
  lazy,
  useEffect,
  useState,
  type Attributes,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

interface GuardProps {
  onError: () => void;
  children: ReactNode;
}

/** Renders nothing when the overlay's chunk failed to load, and lets the caller reset. */
class LoadGuard extends Component<GuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface OverlayProps {
  /** Mounts the overlay (it stays mounted after, to animate its closing). */
  wanted: boolean;
  /** Its code could not be loaded: close it; the next opening tries again. */
  onFailed: () => void;
}

/**
 * An overlay (the drawer, the login dialog, the share sheet) whose code loads the first time
 * it is wanted, so that the first screen does not pay for it. When its chunk cannot be
 * loaded (offline) `onFailed` closes it again, and the next opening tries the import afresh.
 */
export function lazyOverlay(
  load: () => Promise<{ default: ComponentType }>,
): ComponentType<OverlayProps>;
export function lazyOverlay<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<OverlayProps & P>;
export function lazyOverlay<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: LazyExoticComponent<ComponentType<P>> | undefined;

  // The overlay's own props pass through.
  return function LazyOverlay({ wanted, onFailed, ...props }: OverlayProps & P) {
    const [mounted, setMounted] = useState(wanted);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (wanted) setMounted(true);
    }, [wanted]);
    if (!mounted) return null;
    Loaded ??= lazy(load);
    const Overlay = Loaded;
    return (
      <LoadGuard
        key={attempt}
        onError={() => {
          Loaded = undefined;
          setMounted(false);
          setAttempt((value) => value + 1);
          onFailed();
        }}
      >
        <Suspense fallback={null}>
          <Overlay {...(props as unknown as P & Attributes)} />
        </Suspense>
      </LoadGuard>
    );
  };
}
