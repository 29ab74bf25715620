import { ARObject } from './ar-object';
import { requireObject, requireString } from './validate';

/** `AR.platform`: messages to the app that hosts the AR view. */
export class Platform extends ARObject {
  static override interfaceName = 'platformInterface';
  static override typeName = 'Platform';

  constructor() {
    super();
    this.announce();
  }

  /** Hands a JSON-serialisable object to the hosting app. */
  sendJSONObject(jsonObject: Record<string, unknown>): void {
    const object = requireObject('jsonObject', jsonObject);
    this.call('sendJSONObject', { jsonObject: JSON.parse(JSON.stringify(object)) });
  }

  /** Calls a method of a native plugin registered with the host. */
  callPlugin(pluginId: string, methodId: string, parameter?: unknown): void {
    this.call('callPlugin', {
      pluginId: requireString('pluginId', pluginId),
      methodId: requireString('methodId', methodId),
      parameter: parameter === undefined ? null : JSON.parse(JSON.stringify(parameter)),
    });
  }
}
