import type { ReactNode, RefObject } from 'react';
import { Box, ErrorState, Spinner, type BoxStyleProps } from '@citylife/ui';
import type { MapLoadState } from './useMapView';
import * as styles from './MapFrame.css';

export interface MapFrameProps {
  /** The frame's own size and surface; it must be positioned for the overlays. */
  className: string;
  container: RefObject<HTMLDivElement | null>;
  /** Names the map's container for tests and tools. */
  testId: string;
  view: { state: MapLoadState; retry: () => void };
  labels: { loading: string; failed: string; failedDetail: string; retry?: string };
  /** The space around, and the surface under, the loading and failure overlays. */
  overlay: { padding: BoxStyleProps['padding']; background: BoxStyleProps['background'] };
  /** Drawn over the map once it is ready. */
  ready?: ReactNode;
  /** Whatever else the frame holds, in every state (dialogs, for instance). */
  children?: ReactNode;
}

/** A map's frame: the canvas, and loading or failure (with Try again) over it. */
export function MapFrame({
  className,
  container,
  testId,
  view,
  labels,
  overlay,
  ready,
  children,
}: MapFrameProps) {
  const cover = (content: ReactNode) => (
    <Box
      className={styles.overlay}
      display="flex"
      alignItems="center"
      justifyContent="center"
      {...overlay}
    >
      {content}
    </Box>
  );
  return (
    <div className={className}>
      <div ref={container} className={styles.canvas} data-testid={testId} />
      {view.state === 'ready' && ready}
      {view.state === 'loading' && cover(<Spinner label={labels.loading} showLabel />)}
      {view.state === 'failed' &&
        cover(
          <ErrorState
            title={labels.failed}
            description={labels.failedDetail}
            onRetry={view.retry}
            retryLabel={labels.retry}
          />,
        )}
      {children}
    </div>
  );
}

/** The element of a marker where the device is: a dot named for assistive technology. */
export function positionDot(label: string) {
  const dot = document.createElement('div');
  dot.className = styles.position;
  dot.setAttribute('role', 'img');
  dot.setAttribute('aria-label', label);
  return dot;
}
