import { ARObject, defineCallbacks, type Options } from '../ar-object';
import { DEFAULTS } from '../constants';
import { valuesOf } from '../properties';
import { IllegalStateException } from '../errors';
import {
  requireCallback,
  requireObject,
  requireString,
  requireWholeNumberIn,
  type Callback,
} from '../validate';

export const SHORT_INTERVAL_MESSAGE =
  'The supplied interval is too short. A minimum interval of 500 ms is required. Continuous recognition is started with 500 ms.';

type Recognized = (recognized: boolean, response: Record<string, unknown>) => unknown;
type RecognitionError = (code: number, message: string) => unknown;

const optionalCallback = (name: string, value: unknown): Callback | null =>
  value === undefined ? null : requireCallback(name, value);

/** Recognises targets on a server, once or continuously. */
export class CloudRecognitionService extends ARObject {
  static override interfaceName = 'cloudRecognitionServiceInterface';
  static override typeName = 'CloudRecognitionService';
  readonly clientToken: string;
  readonly groupId: string | undefined;
  readonly targetCollectionId: string;
  readonly cloudRecognitionServerURL: string | undefined;
  #initialized = false;
  #continuousInterval: number | undefined;
  #pending: { onRecognized: Callback | null; onRecognitionError: Callback | null } = {
    onRecognized: null,
    onRecognitionError: null,
  };
  #onInterruption: Callback | null = null;
  declare onInitialized: (() => unknown) | null;
  declare onError: ((code: number, message: string) => unknown) | null;
  declare onRecognized: Recognized | null;
  declare onRecognitionError: RecognitionError | null;

  /** `(clientToken, targetCollectionId, options)` or `(clientToken, groupId, targetCollectionId, options)`. */
  constructor(clientToken: string, ...rest: [string, Options?] | [string, string, Options?]) {
    super();
    this.clientToken = requireString('clientToken', clientToken);
    const withGroup = typeof rest[1] === 'string';
    this.groupId = withGroup ? requireString('groupId', rest[0]) : undefined;
    this.targetCollectionId = requireString('targetCollectionId', withGroup ? rest[1] : rest[0]);
    const options = (withGroup ? rest[2] : rest[1]) as Options;
    const parts = options === undefined ? {} : requireObject('options', options);
    this.cloudRecognitionServerURL =
      parts.cloudRecognitionServerURL === undefined
        ? undefined
        : requireString('cloudRecognitionServerURL', parts.cloudRecognitionServerURL);
    this.applyOptions(options, ARObject.callbackKeys(CloudRecognitionService));
    this.announce();
  }

  get initialized(): boolean {
    return this.#initialized;
  }

  /** The running continuous recognition interval in ms, if any. */
  get continuousRecognitionInterval(): number | undefined {
    return this.#continuousInterval;
  }

  /** One recognition of the current camera frame. */
  recognize(onRecognized?: Recognized, onRecognitionError?: RecognitionError): void {
    this.#pending = {
      onRecognized: optionalCallback('onRecognized', onRecognized),
      onRecognitionError: optionalCallback('onRecognitionError', onRecognitionError),
    };
    this.call('recognize');
  }

  /**
   * Recognises every `interval` ms (minimum 500, default 1000) until stopped or interrupted
   * (the host calls `onInterruption(suggestedInterval)` when requests back up).
   */
  startContinuousRecognition(
    interval: number = DEFAULTS.cloudRecognitionIntervalMs,
    onInterruption?: (suggestedInterval: number) => unknown,
    onRecognized?: Recognized,
    onRecognitionError?: RecognitionError,
  ): void {
    if (this.#continuousInterval !== undefined) {
      throw new IllegalStateException('Continuous recognition is already running.');
    }
    let ms = requireWholeNumberIn('interval', interval, { min: 0, minExclusive: true });
    if (ms < DEFAULTS.continuousRecognitionMinMs) {
      this.runtime.log('warning', SHORT_INTERVAL_MESSAGE);
      ms = DEFAULTS.continuousRecognitionMinMs;
    }
    this.#onInterruption = optionalCallback('onInterruption', onInterruption);
    this.#pending = {
      onRecognized: optionalCallback('onRecognized', onRecognized),
      onRecognitionError: optionalCallback('onRecognitionError', onRecognitionError),
    };
    this.#continuousInterval = ms;
    this.call('startContinuousRecognition', {
      interval: ms,
      onInterruptionTriggerActive: this.#onInterruption !== null,
    });
  }

  stopContinuousRecognition(): void {
    if (this.#continuousInterval === undefined) return;
    this.#continuousInterval = undefined;
    this.call('stopContinuousRecognition');
  }

  override describe(): Record<string, unknown> {
    return {
      ...super.describe(),
      ...valuesOf(this, [
        'clientToken',
        'groupId',
        'targetCollectionId',
        'cloudRecognitionServerURL',
      ]),
    };
  }

  override receiveTrigger(trigger: string, args: readonly unknown[]): unknown {
    if (trigger === 'onInitialized') this.#initialized = true;
    if (trigger === 'onInterruption') {
      this.#continuousInterval = undefined;
      const onInterruption = this.#onInterruption;
      return onInterruption ? this.runCallback(trigger, onInterruption, args) : undefined;
    }
    if (trigger === 'onRecognized' || trigger === 'onRecognitionError') {
      const own = this.#pending[trigger];
      if (own) return this.runCallback(trigger, own, args);
    }
    return super.receiveTrigger(trigger, args);
  }
}
defineCallbacks(CloudRecognitionService, [
  'onInitialized',
  'onError',
  'onRecognized',
  'onRecognitionError',
]);
