import type { HostMessage } from '../src/bridge/messages';
import { createFakeClock, type FakeClock } from '../src/sim/fake-clock';
import { createSeededRandom } from '../src/sim/random';
import { createSimulatedAR, type SimulatedAR, type SimulatedAROptions } from '../src/simulated';

export interface TestAR extends SimulatedAR {
  clock: FakeClock;
  /** Every message the runtime sent to the host (batches unpacked). */
  messages: HostMessage[];
  /** Messages whose `is` ends with `.<operation>`. */
  sent(operation: string): HostMessage[];
}

/** The runtime on the simulator with a fake clock and a seeded random source. */
export function setupAR(options: SimulatedAROptions = {}): TestAR {
  const clock = createFakeClock();
  const installation = createSimulatedAR({
    random: createSeededRandom(42),
    location: { latitude: 48.2082, longitude: 16.3738, altitude: 170 },
    ...options,
    clock,
  });
  const messages: HostMessage[] = [];
  installation.runtime.bridge.onMessage(({ message }) => {
    if (message.is === 'AR.i.batch') messages.push(...(message.messages as HostMessage[]));
    else messages.push(message);
  });
  return {
    ...installation,
    clock,
    messages,
    sent: (operation) => messages.filter((message) => message.is.endsWith(`.${operation}`)),
  };
}

/** Runs `action` and returns the error it throws (failing when it does not throw). */
export function thrown(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected the action to throw');
}
