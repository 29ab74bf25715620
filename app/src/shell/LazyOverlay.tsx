import {
  Component,
  Suspense,
  lazy,
  useEffect,
  useState,
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

/**
 * An overlay (the drawer, the login dialog) whose code loads the first time it is wanted,
 * so that the first screen does not pay for it. When its chunk cannot be loaded (offline)
 * `onFailed` closes it again, and the next opening tries the import afresh.
 */
export function lazyOverlay(load: () => Promise<{ default: ComponentType }>) {
  let Loaded: LazyExoticComponent<ComponentType> | undefined;

  return function LazyOverlay({ wanted, onFailed }: { wanted: boolean; onFailed: () => void }) {
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
          <Overlay />
        </Suspense>
      </LoadGuard>
    );
  };
}
