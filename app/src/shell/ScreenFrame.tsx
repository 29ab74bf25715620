import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@citylife/ui';
import { ChunkLoadError, areaComponent, forgetArea } from './areaLoaders';
import type { Chunk, RouteMatch } from './routes';
import type { ScreenProps } from './screen';
import * as styles from './Shell.css';

interface BoundaryProps {
  area: Chunk;
  /** Called when an area chunk failed the first time: go to the same path again. */
  onRenavigate: () => void;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  renavigated: boolean;
}

/**
 * Catches a failed screen. A chunk that failed to load is imported again once by going
 * to the same path; a second failure (or any other error) shows an ErrorState with Retry.
 */
class ScreenBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, renavigated: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError && !this.state.renavigated) {
      forgetArea(this.props.area);
      this.setState({ error: undefined, renavigated: true });
      this.props.onRenavigate();
    }
  }

  retry = () => {
    forgetArea(this.props.area);
    this.setState({ error: undefined });
  };

  override render() {
    const { error, renavigated } = this.state;
    if (error === undefined) return this.props.children;
    // The first chunk failure is retried in componentDidCatch; show nothing meanwhile.
    if (error instanceof ChunkLoadError && !renavigated) return null;
    return this.props.fallback(this.retry);
  }
}

function ScreenFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.screenPadding} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton lines={4} />
    </div>
  );
}

function ScreenError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('system.something_wrong')}
      description={t('shell.screenFailed')}
      onRetry={retry}
      retryLabel={t('common.retry')}
    />
  );
}

/**
 * The area's lazy component, looked up on every mount: after `forgetArea` a remounted
 * screen imports its chunk again.
 */
function AreaScreen({ area, ...props }: ScreenProps & { area: Chunk }) {
  const Screens = areaComponent(area);
  return <Screens {...props} />;
}

/** One screen of the route table: its area chunk, loaded lazily, with error handling. */
export function ScreenFrame({
  match,
  path,
  onRenavigate,
}: {
  match: RouteMatch;
  path: string;
  onRenavigate: () => void;
}) {
  const { screen } = match.route;
  const area = match.route.chunk ?? match.route.area;
  return (
    <ScreenBoundary
      area={area}
      onRenavigate={onRenavigate}
      fallback={(retry) => <ScreenError retry={retry} />}
    >
      <Suspense fallback={<ScreenFallback />}>
        <AreaScreen area={area} screen={screen} params={match.params} path={path} />
      </Suspense>
    </ScreenBoundary>
  );
}
