import type { Sensors } from '../core/hardware';
import type { Runtime } from '../core/runtime';
import type { Simulator } from '../sim/simulator';
import type { RendererStatus } from './renderer-types';
import {
  accuracyLevel,
  normalizeDegrees,
  orientationPermissionNeeded,
  requestOrientationPermission,
  watchDeviceLocation,
  watchDeviceOrientation,
  type LocationWatch,
  type OrientationWatch,
} from './sensors';

interface DeviceSensorsOptions {
  window: Window | undefined;
  runtime: Runtime;
  /** AR.hardware.sensors: whether to use them, and the compass correction. */
  sensors: Sensors;
  /** Object id of AR.context (gets onError when the location fails). */
  contextId: number;
  /** Takes the device's location in place of the runtime, when there is one. */
  simulator: Simulator | undefined;
  /** Written as the sensors report: heading, headingSource, location, orientationAccess. */
  status: RendererStatus;
  useDeviceOrientation?: boolean;
  useGeolocation?: boolean;
  orientationSmoothing?: number;
}

/**
 * The device's orientation and location moving the view: the heading and pitch follow the
 * device (with AR.hardware.sensors.compass.correctionAngle added), the user's location
 * follows its position (through the simulator when there is one).
 */
export class DeviceSensors {
  readonly #options: DeviceSensorsOptions;
  #orientation: OrientationWatch | undefined;
  #location: LocationWatch | undefined;
  #permissionAsked = false;
  #roll = 0;

  constructor(options: DeviceSensorsOptions) {
    this.#options = options;
  }

  /** The device's orientation, while it is watched. */
  get orientation(): OrientationWatch | undefined {
    return this.#orientation;
  }

  /** Degrees the screen is turned clockwise from upright (device orientation only). */
  get roll(): number {
    return this.#roll;
  }

  start(): void {
    this.#startOrientation();
    this.#startLocation();
  }

  stop(): void {
    this.#location?.stop();
    this.#orientation?.stop();
  }

  /** Asks for the device's orientation where the browser wants a tap for it. */
  readonly requestAccess = async (): Promise<boolean> => {
    const { status, window, runtime } = this.#options;
    if (status.orientationAccess === undefined) return false;
    if (status.orientationAccess === 'open' || status.orientationAccess === 'granted') return true;
    const granted = await requestOrientationPermission(window);
    status.orientationAccess = granted ? 'granted' : 'refused';
    if (!granted) runtime.log('warning', 'Motion sensors not allowed: drag to turn the view.');
    return granted;
  };

  /** Where motion sensors need the user's leave, the first tap on the view asks for it. */
  readonly askOnFirstTap = (): void => {
    if (this.#permissionAsked || this.#options.status.orientationAccess !== 'ask') return;
    this.#permissionAsked = true;
    void this.requestAccess();
  };

  /**
   * The device turns the view: its heading plus AR.hardware.sensors.compass.correctionAngle
   * (read at every reading, so a correction applies at once).
   */
  #startOrientation(): void {
    const { window, runtime, sensors, status, useDeviceOrientation } = this.#options;
    if (useDeviceOrientation === false || !sensors.enabled) return;
    this.#orientation = watchDeviceOrientation(
      window,
      ({ heading, pitch, roll, source }) => {
        status.heading = 'device';
        this.#roll = roll;
        status.headingSource = source;
        const correction = sensors.compass.correctionAngle;
        runtime.view.heading = normalizeDegrees(heading + correction);
        runtime.view.pitch = Math.max(-90, Math.min(90, pitch));
      },
      {
        // A relative sensor starts from the heading shown (less the correction it gets).
        initialHeading: () => runtime.view.heading - sensors.compass.correctionAngle,
        smoothing: this.#options.orientationSmoothing,
      },
    );
    if (!this.#orientation) {
      runtime.log('warning', 'This device does not report its orientation.');
      return;
    }
    status.orientationAccess = orientationPermissionNeeded(window) ? 'ask' : 'open';
  }

  #startLocation(): void {
    const { window, runtime, simulator, status, contextId } = this.#options;
    if (this.#options.useGeolocation === false) return;
    this.#location = watchDeviceLocation(
      window?.navigator.geolocation,
      runtime.clock,
      (position) => {
        status.location = 'device';
        if (simulator) {
          simulator.setLocation({
            latitude: position.latitude,
            longitude: position.longitude,
            altitude: position.altitude ?? simulator.location.altitude,
          });
        } else {
          runtime.setUserLocation({ ...position, accuracy: accuracyLevel(position.accuracy) });
        }
      },
      (message) => {
        status.location = simulator ? 'simulator' : 'unknown';
        runtime.log('error', message);
        runtime.trigger(contextId, 'onError', message);
      },
    );
  }
}
