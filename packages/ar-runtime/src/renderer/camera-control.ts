import { CAMERA_FOCUS_MODE, CAMERA_POSITION } from '../core/constants';
import type { Camera } from '../core/hardware';
import type { LogLevel } from '../core/runtime';
import { openCamera } from './sensors';

export type CameraStatus = 'pending' | 'live' | 'unavailable' | 'off';

export interface CameraControlOptions {
  video: HTMLVideoElement;
  /** Read when the camera opens (a page may provide it late). */
  mediaDevices: () => MediaDevices | undefined;
  /** AR.hardware.camera: what the experience asks of the camera. */
  camera: Camera;
  /** False: the page never uses the camera (the backdrop stays). */
  allowed: boolean;
  onStatus: (status: CameraStatus) => void;
  /** A camera that cannot be opened (AR.hardware.camera.onError). */
  onError: (message: string) => void;
  log: (level: LogLevel, message: string) => void;
}

/** Focus modes of the SDK as the browser's media track names them. */
const TRACK_FOCUS_MODE: Record<string, string> = {
  [CAMERA_FOCUS_MODE.ONCE]: 'single-shot',
  [CAMERA_FOCUS_MODE.CONTINUOUS]: 'continuous',
  [CAMERA_FOCUS_MODE.OFF]: 'manual',
};

/** The horizontal field of view of a camera zoomed by `zoom` (1: as it is). */
export function zoomedFieldOfView(fieldOfView: number, zoom: number): number {
  const half = (fieldOfView * Math.PI) / 360;
  return (Math.atan(Math.tan(half) / Math.max(1, zoom)) * 360) / Math.PI;
}

interface TrackCapabilities {
  torch?: boolean;
  focusMode?: string[];
  focusDistance?: { min: number; max: number };
}

/**
 * Keeps the camera feed as AR.hardware.camera asks, checked every frame: on or off, back
 * or front (reopened on change), zoom (the feed is enlarged and the view narrows with it),
 * flashlight and focus (applied to the video track where the camera offers them).
 */
export class CameraControl {
  readonly #options: CameraControlOptions;
  #stream: MediaStream | undefined;
  /** What the feed was last set to: 'off', or the camera position opened. */
  #wanted: string | undefined;
  #trackSettings = '';
  #transform = '';
  #started = false;
  #stopped = false;

  constructor(options: CameraControlOptions) {
    this.#options = options;
  }

  /** The zoom in effect (1 with no feed or when the camera asks for none). */
  get zoom(): number {
    return this.#stream ? Math.max(1, this.#options.camera.zoom) : 1;
  }

  /** Brings the feed in line with AR.hardware.camera; cheap when nothing changed. */
  sync(): void {
    const { camera, allowed, video } = this.#options;
    if (!allowed || !this.#started || this.#stopped) return;
    const wanted = camera.enabled ? camera.position : 'off';
    if (wanted !== this.#wanted) {
      this.#wanted = wanted;
      this.#close();
      if (wanted === 'off') this.#options.onStatus('off');
      else void this.#open(wanted);
    }
    const mirrored = camera.position === CAMERA_POSITION.FRONT;
    const transform = `scale(${mirrored ? -this.zoom : this.zoom}, ${this.zoom})`;
    if (transform !== this.#transform) video.style.transform = this.#transform = transform;
    this.#applyTrackSettings();
  }

  /** Opens the camera the experience asks for (or reports it off); resolves once settled. */
  async start(): Promise<void> {
    this.#started = true;
    if (!this.#options.allowed) {
      this.#options.onStatus('off');
      return;
    }
    const { camera } = this.#options;
    this.#wanted = camera.enabled ? camera.position : 'off';
    if (this.#wanted === 'off') this.#options.onStatus('off');
    else await this.#open(this.#wanted);
  }

  stop(): void {
    this.#stopped = true;
    this.#close();
  }

  async #open(position: string): Promise<void> {
    const { video, mediaDevices, onStatus, onError, log } = this.#options;
    onStatus('pending');
    try {
      const facing = position === CAMERA_POSITION.FRONT ? 'user' : 'environment';
      const opened = await openCamera(mediaDevices(), facing);
      // Stopped, or asked for something else, while the camera was opening.
      if (this.#stopped || this.#wanted !== position) {
        for (const track of opened.getTracks()) track.stop();
        if (this.#stopped) onStatus('off');
        return;
      }
      this.#stream = opened;
      this.#trackSettings = '';
      video.srcObject = opened;
      video.style.display = '';
      await video.play().catch(() => undefined);
      onStatus('live');
    } catch (error) {
      if (this.#wanted !== position) return;
      onStatus('unavailable');
      const message = `Camera not available: ${error instanceof Error ? error.message : String(error)}`;
      log('warning', message);
      onError(message);
    }
  }

  #close(): void {
    const { video } = this.#options;
    for (const track of this.#stream?.getTracks() ?? []) track.stop();
    this.#stream = undefined;
    video.srcObject = null;
    video.style.display = 'none';
  }

  /** Flashlight and focus, where the video track offers them; said once otherwise. */
  #applyTrackSettings(): void {
    const track = this.#stream?.getVideoTracks()[0];
    if (!track) return;
    const { camera, log } = this.#options;
    const settings = `${camera.flashlight}|${camera.focusMode}|${camera.manualFocusDistance}`;
    if (settings === this.#trackSettings) return;
    const first = this.#trackSettings === '';
    this.#trackSettings = settings;
    const capabilities = (track.getCapabilities?.() ?? {}) as TrackCapabilities;
    const constraints: Record<string, unknown> = {};
    if (capabilities.torch) constraints.torch = camera.flashlight;
    else if (camera.flashlight) log('info', 'This camera has no flashlight.');
    const focusMode = TRACK_FOCUS_MODE[camera.focusMode];
    if (focusMode && capabilities.focusMode?.includes(focusMode)) {
      constraints.focusMode = focusMode;
      const range = capabilities.focusDistance;
      if (focusMode === 'manual' && range) {
        // manualFocusDistance runs 0 (near) to 100 (far) across the camera's range.
        const share = Math.max(0, Math.min(100, camera.manualFocusDistance)) / 100;
        constraints.focusDistance = range.min + share * (range.max - range.min);
      }
    } else if (!first) {
      log('info', `This camera does not offer focus mode "${camera.focusMode}".`);
    }
    if (Object.keys(constraints).length === 0) return;
    track
      .applyConstraints({ advanced: [constraints as MediaTrackConstraintSet] })
      .catch((error: unknown) =>
        log(
          'warning',
          `Camera settings not applied: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }
}
