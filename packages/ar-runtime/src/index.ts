export {
  EARTH_RADIUS_METERS,
  bearingBetween,
  distanceBetween,
  offsetLatLng,
  type LatLng,
} from './geo';
export {
  installAR,
  createARNamespace,
  type ARNamespace,
  type ARInstallation,
  type InstallOptions,
} from './core/namespace';
export { Runtime, type LogEntry, type LogLevel, type UserLocation } from './core/runtime';
export { createSystemClock, type Clock } from './core/clock';
export { CONST, DEFAULTS } from './core/constants';
export {
  ARException,
  ArrayContentException,
  EnumerationException,
  IllegalStateException,
  ImmutableException,
  OutOfRangeException,
  UndefinedException,
  WrongTypeException,
  type ARExceptionKind,
} from './core/errors';
export { ARObject } from './core/ar-object';
export type { ARHost, HostLink, HostMessage } from './bridge/messages';
export { createFakeClock, type FakeClock } from './sim/fake-clock';
export { createSeededRandom } from './sim/random';
export {
  createSimulator,
  Simulator,
  type HostRequest,
  type SimulatorOptions,
} from './sim/simulator';
export { createSimulatedAR, type SimulatedAR, type SimulatedAROptions } from './simulated';
export {
  createRenderer,
  type Renderer,
  type RendererOptions,
  type RendererStatus,
  type FrameScheduler,
} from './renderer/renderer';
export { headingDegrees } from './renderer/sensors';
export {
  computeFrame,
  distanceScale,
  type Frame,
  type FrameCamera,
  type FrameEntry,
  type FrameObject,
  type SceneParameters,
} from './renderer/frame';
export {
  createDeveloperOverlay,
  type DeveloperOverlay,
  type DeveloperOverlayOptions,
  type OverlayTab,
} from './overlay/overlay';
export type { ProfilerReport } from './overlay/profiler';
