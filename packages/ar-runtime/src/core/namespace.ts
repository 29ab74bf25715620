import type { ARHost } from '../bridge/messages';
import { ARObject, bindToRuntime, withRuntime } from './ar-object';
import { AnimationGroup, EasingCurve, ModelAnimation, PropertyAnimation } from './animations';
import type { Clock } from './clock';
import { CONST, INSTANT_TRACKER_STATE } from './constants';
import { Context, markService } from './context';
import { AnimatedImageDrawable } from './drawables/animated-image-drawable';
import { Circle } from './drawables/circle';
import { HtmlDrawable } from './drawables/html-drawable';
import { ImageDrawable } from './drawables/image-drawable';
import { Label } from './drawables/label';
import { Model } from './drawables/model';
import { VideoDrawable } from './drawables/video-drawable';
import { ActionRange, GeoObject } from './geo-object';
import { Camera, Sensors, Smart, type Hardware } from './hardware';
import { GeoLocation, RelativeLocation } from './locations';
import { Positionable } from './positionable';
import { ImageResource, Sound } from './resources';
import { Runtime } from './runtime';
import { Logger } from './logger';
import { Platform } from './platform';
import { Radar } from './radar';
import { CloudRecognitionService } from './tracking/cloud-recognition';
import { ImageTrackable, Trackable2DObject } from './tracking/image-trackable';
import { ImageTracker } from './tracking/image-tracker';
import { InstantTrackable, InstantTracker } from './tracking/instant';
import { ClientTracker, CloudTracker } from './tracking/legacy-trackers';
import { ObjectTrackable, ObjectTracker } from './tracking/object-tracking';
import { Occluder, OccluderBox, OccluderCylinder, OccluderSphere } from './tracking/occluders';
import { TargetCollectionResource } from './tracking/target-collection';

const constructibleClasses = {
  GeoLocation,
  RelativeLocation,
  GeoObject,
  ActionRange,
  ImageResource,
  Sound,
  Label,
  Circle,
  ImageDrawable,
  AnimatedImageDrawable,
  HtmlDrawable,
  VideoDrawable,
  Model,
  PropertyAnimation,
  AnimationGroup,
  ModelAnimation,
  InstantTracker,
  InstantTrackable,
  ObjectTracker,
  ObjectTrackable,
  ImageTracker,
  ImageTrackable,
  TargetCollectionResource,
  CloudRecognitionService,
  ClientTracker,
  CloudTracker,
  Trackable2DObject,
  Occluder,
  OccluderSphere,
  OccluderBox,
  OccluderCylinder,
  Positionable,
};

type Classes = typeof constructibleClasses;

function bindAll(runtime: Runtime): Classes {
  const bound: Partial<Record<keyof Classes, unknown>> = {};
  for (const [name, cls] of Object.entries(constructibleClasses)) {
    bound[name as keyof Classes] = bindToRuntime(cls, runtime);
  }
  return bound as Classes;
}

/** Builds the `AR` namespace of one runtime: classes, singletons and constants. */
export function createARNamespace(runtime: Runtime) {
  const services = withRuntime(runtime, () => {
    const hardware: Hardware = { camera: new Camera(), sensors: new Sensors(), smart: new Smart() };
    return {
      context: new Context(),
      hardware,
      logger: new Logger(),
      platform: new Platform(),
      radar: new Radar(),
    };
  });
  for (const service of [
    services.context,
    services.hardware.camera,
    services.hardware.sensors,
    services.hardware.smart,
    services.logger,
    services.platform,
    services.radar,
  ]) {
    markService(service);
  }
  runtime.hardware = services.hardware;
  return {
    ...bindAll(runtime),
    ...services,
    EasingCurve,
    CONST,
    InstantTrackerState: INSTANT_TRACKER_STATE,
    /** The base class of every SDK object, for `instanceof` checks. */
    ARObject,
  };
}

export type ARNamespace = ReturnType<typeof createARNamespace>;

export interface InstallOptions {
  /** The object that receives `AR` (a window in the browser). */
  global?: object;
  clock: Clock;
  host?: ARHost;
  random?: () => number;
  /** Enables the developer overlay and debug logging. */
  developerMode?: boolean;
  /** Reports what a developer's callback throws as uncaught (the browser's way by default). */
  reportError?: (error: unknown) => void;
}

export interface ARInstallation {
  AR: ARNamespace;
  runtime: Runtime;
  /** Destroys every object and removes `AR` from the global again. */
  uninstall(): void;
}

/** Creates a runtime and installs its `AR` namespace on `options.global`. */
export function installAR(options: InstallOptions): ARInstallation {
  const runtime = new Runtime(options);
  const AR = createARNamespace(runtime);
  const target = options.global;
  if (target)
    Object.defineProperty(target, 'AR', { value: AR, configurable: true, writable: true });
  return {
    AR,
    runtime,
    uninstall() {
      AR.context.destroyAll();
      if (target && Reflect.get(target, 'AR') === AR) Reflect.deleteProperty(target, 'AR');
    },
  };
}
