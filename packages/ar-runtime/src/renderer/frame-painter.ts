import type { Context } from '../core/context';
import type { Runtime } from '../core/runtime';
import type { CameraControl } from './camera-control';
import type { DrawableStage } from './drawable-stage';
import type { FieldOfVision } from './field-of-vision';
import { computeFrame, focalLength, type Frame, type FrameObject } from './frame';
import type { RadarView } from './radar-view';
import type { ViewSize } from './renderer-types';
import type { FrameSource } from './scene-source';
import { layoutScene } from './scene-layout';
import type { ScreenObjects } from './screen-objects';
import { headingDegrees } from './sensors';
import type { SnapLayers } from './snap-layers';

interface FramePainterParts {
  runtime: Runtime;
  /** AR.context: the scene's distance rules. */
  context: Context;
  /** The element the view was put in (its size stands in until the view has one). */
  container: HTMLElement;
  /** The view's elements: its root, the scene layer (turned against the roll) and the heading readout. */
  view: { root: HTMLElement; scene: HTMLElement; compass: HTMLElement };
  camera: CameraControl;
  radar: RadarView;
  frameSource: FrameSource;
  stage: DrawableStage;
  screenObjects: ScreenObjects;
  snapLayers: SnapLayers;
  fieldOfVision: FieldOfVision;
  /** The horizontal field of view now (the camera may be zoomed), degrees. */
  fieldOfView(): number;
  /** Degrees the screen is turned clockwise from upright. */
  roll(): number;
  /** The heading badge now shows these whole degrees (called when they change). */
  headingShown(degrees: number): void;
}

/**
 * Draws one frame of the view: measures it, projects the GeoObjects for the user's place and
 * heading, lays out every drawable shown, then tells the radar and the objects that came
 * into view or left it.
 */
export class FramePainter {
  readonly #parts: FramePainterParts;
  #size: ViewSize = { width: 360, height: 640 };
  #lastFrame: Frame | undefined;
  #sceneTransform = '';

  constructor(parts: FramePainterParts) {
    this.#parts = parts;
  }

  /** The view's size in pixels at the last frame. */
  get size(): ViewSize {
    return this.#size;
  }

  get lastFrame(): Frame | undefined {
    return this.#lastFrame;
  }

  paint(): Frame | undefined {
    const { runtime, view, stage, screenObjects, snapLayers } = this.#parts;
    const user = runtime.userLocation();
    this.#size = {
      width: view.root.clientWidth || this.#parts.container.clientWidth || 360,
      height: view.root.clientHeight || this.#parts.container.clientHeight || 640,
    };
    const { width, height } = this.#size;
    this.#parts.radar.measure();
    const onScreen = screenObjects.select();
    const snapTargets = onScreen.snapped.map((object) =>
      snapLayers.targetOf(screenObjects.containerOf(object), this.#size),
    );
    const heading = runtime.view.heading;
    this.#turnView(heading);
    this.#parts.camera.sync();
    // A zoomed camera sees a narrower view: the drawables move apart with its image.
    const fieldOfView = this.#parts.fieldOfView();
    const focal = focalLength({ width, fieldOfView });
    stage.beginFrame();

    let frame: Frame | undefined;
    let frameObjects: readonly FrameObject[] = [];
    if (user) {
      const { objects } = this.#parts.frameSource.refresh();
      frameObjects = objects;
      frame = computeFrame(
        objects,
        { ...user, heading, pitch: runtime.view.pitch, width, height, fieldOfView },
        this.#parts.context.scene,
        this.#lastFrame,
      );
      this.#lastFrame = frame;
    }
    runtime.events.emit('frame', runtime.clock.now());

    layoutScene(stage, frame, {
      user,
      heading,
      pitch: runtime.view.pitch,
      width,
      height,
      focal,
      tracked: onScreen.tracked,
      snapped: onScreen.snapped.map((object, index) => {
        const target = snapTargets[index]!;
        return {
          object,
          target,
          placement: screenObjects.snapPlacement(object, target.width, target.height),
        };
      }),
    });
    stage.hideUnshown();
    snapLayers.removeEmpty();
    if (frame) {
      this.#parts.fieldOfVision.update(frame, frameObjects);
      this.#parts.radar.render(frame.entries, heading);
    }
    return frame;
  }

  /** The heading readout, and the scene turned against the device's roll with the camera image. */
  #turnView(heading: number): void {
    const { compass, scene } = this.#parts.view;
    // Written only when it changed: a new text node each frame would lay the readout out again.
    const degrees = headingDegrees(heading);
    const readout = `${degrees}°`;
    if (compass.textContent !== readout) {
      compass.textContent = readout;
      compass.dataset.heading = String(degrees);
      this.#parts.headingShown(degrees);
    }
    const roll = this.#parts.roll();
    const turned = Math.abs(roll) < 0.5 ? '' : `rotate(${(-roll).toFixed(1)}deg)`;
    if (turned !== this.#sceneTransform) scene.style.transform = this.#sceneTransform = turned;
  }
}
