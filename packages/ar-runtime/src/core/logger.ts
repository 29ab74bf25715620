import { ARObject } from './ar-object';
import { captureStack, type LogLevel } from './runtime';

/** `AR.logger`: messages for the developer overlay's Logger tab. */
export class Logger extends ARObject {
  static override interfaceName = 'loggerInterface';
  static override typeName = 'Logger';
  #debugMode = false;

  constructor() {
    super();
    this.announce();
  }

  debug(message: unknown): void {
    this.#log('debug', message);
  }
  info(message: unknown): void {
    this.#log('info', message);
  }
  warning(message: unknown): void {
    this.#log('warning', message);
  }
  error(message: unknown): void {
    this.#log('error', message);
  }

  /** Shows the Logger tab of the developer overlay. */
  activateDebugMode(): void {
    this.#debugMode = true;
    this.runtime.events.emit('debugMode', true);
    this.call('activateDebugMode');
  }

  get debugModeActive(): boolean {
    return this.#debugMode;
  }

  #log(level: LogLevel, message: unknown): void {
    const text = typeof message === 'string' ? message : JSON.stringify(message);
    this.runtime.log(level, text, level === 'error' ? captureStack(2) : undefined);
    this.call('log', { level, message: text });
  }
}
