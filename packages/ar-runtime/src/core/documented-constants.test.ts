import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENTED_CONSTANTS, valueAt } from '../../test/documented-constants';
import { createFakeClock } from '../sim/fake-clock';
import { createSimulatedAR, type SimulatedAR } from '../simulated';

describe('the documented enumerations and constants', () => {
  let installed: SimulatedAR | undefined;
  afterEach(() => installed?.uninstall());

  it.each(DOCUMENTED_CONSTANTS)('%s is %j on the global AR', (path, value) => {
    const page: Record<string, unknown> = {};
    installed = createSimulatedAR({ global: page, clock: createFakeClock() });
    const found = valueAt(page, path);
    expect(found, path).toBeDefined();
    expect(found).toBe(value);
  });

  it('cannot be changed where they hang on a namespace object', () => {
    const page: Record<string, unknown> = {};
    installed = createSimulatedAR({ global: page, clock: createFakeClock() });
    const smart = valueAt(page, 'AR.hardware.smart') as { SmartAvailability: object };
    expect(Object.isFrozen(smart.SmartAvailability)).toBe(true);
    expect(valueAt(page, 'AR.InstantTrackerState')).toSatisfy(Object.isFrozen);
  });

  it('lets an experience switch on the SMART availability it is told', () => {
    const clock = createFakeClock();
    installed = createSimulatedAR({ global: {}, clock, smartAvailability: 4 });
    const { AR } = installed;
    const seen: string[] = [];
    AR.hardware.smart.onPlatformAssistedTrackingAvailabilityChanged = (availability) => {
      switch (availability) {
        case AR.hardware.smart.SmartAvailability.CHECKING_QUERY_ONGOING:
          seen.push('checking');
          break;
        case AR.hardware.smart.SmartAvailability.SUPPORTED:
          seen.push('supported');
          break;
        default:
          seen.push(`other ${availability}`);
      }
    };
    AR.hardware.smart.isPlatformAssistedTrackingSupported();
    clock.tick(300);
    expect(seen).toEqual(['checking', 'supported']);
  });
});
