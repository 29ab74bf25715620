import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, ErrorState, Skeleton } from '@citylife/ui';
import { ChunkLoadError, forgetChunk, screenComponent, type Chunk } from './chunks';
import type { RouteMatch } from './routes';
import type { ScreenProps } from './screen';

interface BoundaryProps {
  chunk: Chunk;
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
      forgetChunk(this.props.chunk);
      this.setState({ error: undefined, renavigated: true });
      this.props.onRenavigate();
    }
  }

  retry = () => {
    forgetChunk(this.props.chunk);
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
    <Box padding="large" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton lines={4} />
    </Box>
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
 * The screen's lazy component, looked up on every mount: after `forgetChunk` a remounted
 * screen imports its chunk again.
 */
function LazyScreen({ chunk, ...props }: ScreenProps & { chunk: Chunk }) {
  const Screen = screenComponent(chunk, props.screen);
  return <Screen {...props} />;
}

/** One screen of the route table: its chunk, loaded lazily, with error handling. */
export function ScreenFrame({
  match,
  path,
  onRenavigate,
}: {
  match: RouteMatch;
  path: string;
  onRenavigate: () => void;
}) {
  const { screen, chunk } = match.route;
  return (
    <ScreenBoundary
      chunk={chunk}
      onRenavigate={onRenavigate}
      fallback={(retry) => <ScreenError retry={retry} />}
    >
      <Suspense fallback={<ScreenFallback />}>
        <LazyScreen chunk={chunk} screen={screen} params={match.params} path={path} />
      </Suspense>
    </ScreenBoundary>
  );
}
