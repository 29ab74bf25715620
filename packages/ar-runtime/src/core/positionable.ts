import { ARObject, type ObjectOptions } from './ar-object';
import { SceneObject } from './scene-object';
import { SnapToScreen } from './snap-to-screen';
import { requireObject, requireString } from './validate';

/** A named object the host positions (e.g. from a plugin), which can snap to the screen. */
export class Positionable extends SceneObject {
  static override interfaceName = 'positionableInterface';
  static override typeName = 'Positionable';
  readonly #name: string;
  readonly #snapToScreen = new SnapToScreen({
    changed: (path, value) => this.changed(path, value),
    assertSnapAllowed: () => undefined,
  });

  constructor(name: string, options?: ObjectOptions<Positionable>) {
    super(options, ['cam']);
    this.#name = requireString('name', name);
    this.applyOptions(options, ['snapToScreen', ...ARObject.callbackKeys(Positionable)]);
    this.announce();
  }

  get name(): string {
    return this.#name;
  }

  get snapToScreen(): SnapToScreen {
    return this.#snapToScreen;
  }
  set snapToScreen(value: Record<string, unknown>) {
    this.#snapToScreen.assign(requireObject('snapToScreen', value));
  }

  override describe(): Record<string, unknown> {
    return { ...super.describe(), name: this.#name, snapToScreen: this.#snapToScreen.toJSON() };
  }
}
