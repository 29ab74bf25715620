import type { ARInstallation } from '../core/namespace';
import type { SceneObject } from '../core/scene-object';
import type { Simulator } from '../sim/simulator';
import type { Frame } from './frame';
import type { ModelFileProbe, ModelViewerLoader } from './model-view';
import type { HeadingSource } from './sensors';

export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
}

export interface RendererOptions {
  installation: Pick<ARInstallation, 'AR' | 'runtime'>;
  container: HTMLElement;
  /** Stands in for location (and heading by dragging) when the device cannot. */
  simulator?: Simulator;
  /** Horizontal field of view of the camera, degrees. */
  fieldOfView?: number;
  useCamera?: boolean;
  useDeviceOrientation?: boolean;
  useGeolocation?: boolean;
  loadModelViewer?: ModelViewerLoader;
  /**
   * Whether a file exists at a URL: asked for a glTF file beside a model the renderer cannot
   * draw (a HEAD request by default).
   */
  probeModelFile?: ModelFileProbe;
  scheduler?: FrameScheduler;
  /**
   * Whether a trackable's target is tracked (its drawables are then drawn in front of the
   * camera). By default what the host last reported: a recognised image or object, an
   * instant tracker in its tracking state.
   */
  isTracked?: (trackable: SceneObject) => boolean;
  /** Low-pass share of the device heading per orientation event (1: no smoothing). */
  orientationSmoothing?: number;
}

export interface RendererStatus {
  camera: 'pending' | 'live' | 'unavailable' | 'off';
  heading: 'device' | 'drag';
  /** Where the device heading comes from, once the device reported one. */
  headingSource: HeadingSource | undefined;
  location: 'device' | 'simulator' | 'unknown';
  /**
   * Access to the device's orientation: `open` where the browser asks nothing, `ask` where a
   * tap must ask first (requestOrientationAccess), then `granted` or `refused`; undefined
   * while orientation is not used.
   */
  orientationAccess: 'open' | 'ask' | 'granted' | 'refused' | undefined;
}

export interface Renderer {
  readonly status: RendererStatus;
  readonly root: HTMLElement;
  readonly lastFrame: Frame | undefined;
  /** Degrees clockwise from north. */
  heading: number;
  pitch: number;
  start(): Promise<void>;
  stop(): void;
  renderFrame(): Frame | undefined;
  /**
   * Asks for the device's orientation where the browser wants a tap for it; call it from a
   * user gesture. Resolves whether orientation may be read. The view's first tap asks too.
   */
  requestOrientationAccess(): Promise<boolean>;
  /** Whether `<model-viewer>` has been requested (only once a Model is shown). */
  readonly modelViewerRequested: boolean;
  /** The whole degrees the view's heading badge shows (undefined before the first frame). */
  readonly shownHeading: number | undefined;
  /**
   * Calls `listener` with the badge's whole degrees whenever they change, at the frame that
   * draws them; returns the function that stops it.
   */
  onHeadingShown(listener: (degrees: number) => void): () => void;
}

/** The size of the view in pixels. */
export interface ViewSize {
  width: number;
  height: number;
}
