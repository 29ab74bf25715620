// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { setupAR } from '../../test/setup-ar';
import { CameraControl, zoomedFieldOfView, type CameraStatus } from './camera-control';

interface FakeTrack {
  stopped: boolean;
  applied: unknown[];
  stop(): void;
  getCapabilities(): Record<string, unknown>;
  applyConstraints(constraints: unknown): Promise<void>;
}

/** A camera API handing out streams of one video track with the given capabilities. */
function fakeCamera(capabilities: Record<string, unknown> = {}) {
  const opened: Array<{ facing: string; track: FakeTrack }> = [];
  const mediaDevices = {
    getUserMedia: (constraints: { video: { facingMode: string } }) => {
      const track: FakeTrack = {
        stopped: false,
        applied: [],
        stop() {
          this.stopped = true;
        },
        getCapabilities: () => capabilities,
        applyConstraints(applied) {
          this.applied.push(applied);
          return Promise.resolve();
        },
      };
      opened.push({ facing: constraints.video.facingMode, track });
      return Promise.resolve({
        getTracks: () => [track],
        getVideoTracks: () => [track],
      } as unknown as MediaStream);
    },
  } as unknown as MediaDevices;
  return { opened, mediaDevices };
}

function setup(capabilities?: Record<string, unknown>) {
  const { AR } = setupAR();
  const camera = fakeCamera(capabilities);
  const video = document.createElement('video');
  video.play = () => Promise.resolve();
  const statuses: CameraStatus[] = [];
  const logs: string[] = [];
  const control = new CameraControl({
    video,
    mediaDevices: () => camera.mediaDevices,
    camera: AR.hardware.camera,
    allowed: true,
    onStatus: (status) => statuses.push(status),
    onError: () => undefined,
    log: (_level, message) => logs.push(message),
  });
  return { AR, camera, video, statuses, logs, control };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('camera control', () => {
  it('turns the feed off and on again as AR.hardware.camera.enabled changes', async () => {
    const { AR, camera, video, statuses, control } = setup();
    await control.start();
    expect(camera.opened.map((one) => one.facing)).toEqual(['environment']);
    expect(statuses.at(-1)).toBe('live');
    AR.hardware.camera.enabled = false;
    control.sync();
    expect(camera.opened[0]?.track.stopped).toBe(true);
    expect(video.style.display).toBe('none');
    expect(statuses.at(-1)).toBe('off');
    AR.hardware.camera.enabled = true;
    control.sync();
    await settle();
    expect(camera.opened).toHaveLength(2);
    expect(statuses.at(-1)).toBe('live');
    expect(video.style.display).toBe('');
  });

  it('reopens the front camera, mirrored, when the position changes', async () => {
    const { AR, camera, video, control } = setup();
    await control.start();
    AR.hardware.camera.position = AR.CONST.CAMERA_POSITION.FRONT;
    control.sync();
    await settle();
    expect(camera.opened.map((one) => one.facing)).toEqual(['environment', 'user']);
    expect(camera.opened[0]?.track.stopped).toBe(true);
    expect(video.style.transform).toBe('scale(-1, 1)');
  });

  it('enlarges the feed by the zoom and narrows the view with it', async () => {
    const { AR, video, control } = setup();
    await control.start();
    AR.hardware.camera.zoom = 2;
    control.sync();
    expect(video.style.transform).toBe('scale(2, 2)');
    expect(control.zoom).toBe(2);
    expect(zoomedFieldOfView(60, 1)).toBeCloseTo(60, 9);
    // Twice the zoom: half the tangent of the half angle.
    expect(Math.tan((zoomedFieldOfView(60, 2) * Math.PI) / 360)).toBeCloseTo(
      Math.tan(Math.PI / 6) / 2,
      9,
    );
  });

  it('applies flashlight and manual focus where the track offers them, and says so where not', async () => {
    const offered = setup({
      torch: true,
      focusMode: ['continuous', 'manual'],
      focusDistance: { min: 0, max: 10 },
    });
    await offered.control.start();
    offered.AR.hardware.camera.flashlight = true;
    offered.AR.hardware.camera.focusMode = offered.AR.CONST.CAMERA_FOCUS_MODE.OFF;
    offered.AR.hardware.camera.manualFocusDistance = 50;
    offered.control.sync();
    expect(offered.camera.opened[0]?.track.applied.at(-1)).toEqual({
      advanced: [{ torch: true, focusMode: 'manual', focusDistance: 5 }],
    });

    const bare = setup();
    await bare.control.start();
    bare.control.sync();
    bare.AR.hardware.camera.flashlight = true;
    bare.control.sync();
    expect(bare.camera.opened[0]?.track.applied).toEqual([]);
    expect(bare.logs).toContain('This camera has no flashlight.');
  });
});
