import { describe, expect, it } from 'vitest';
import { setupAR } from '../../test/setup-ar';
import { createSeededRandom } from './random';

const START = { latitude: 48.2082, longitude: 16.3738, altitude: 170 };

describe('simulated location', () => {
  it('drifts every 1000 ms by at most 0.0005 degrees and 5 m while constant updates are on', () => {
    const { AR, clock, simulator } = setupAR({ location: START, random: createSeededRandom(3) });
    const updates: Array<[number, number, number]> = [];
    AR.context.onLocationChanged = (latitude, longitude, altitude) =>
      updates.push([latitude, longitude, altitude]);
    clock.tick(0);
    updates.length = 0;
    simulator.setConstantLocationUpdates(true);
    clock.tick(999);
    expect(updates).toHaveLength(0);
    clock.tick(1);
    expect(updates).toHaveLength(1);
    clock.tick(49_000);
    expect(updates).toHaveLength(50);
    let previous: [number, number, number] = [START.latitude, START.longitude, START.altitude];
    for (const update of updates) {
      expect(Math.abs(update[0] - previous[0])).toBeLessThanOrEqual(0.0005);
      expect(Math.abs(update[1] - previous[1])).toBeLessThanOrEqual(0.0005);
      expect(Math.abs(update[2] - previous[2])).toBeLessThanOrEqual(5);
      previous = update;
    }
    const moved = updates.filter((u, i) => i > 0 && u[0] !== updates[i - 1]![0]);
    expect(moved.length).toBeGreaterThan(40);
    simulator.setConstantLocationUpdates(false);
    clock.tick(5000);
    expect(updates).toHaveLength(50);
  });

  it('drifts by exactly the maximum when the random source is at its extremes', () => {
    const { clock, simulator, runtime } = setupAR({ location: START, random: () => 0.9999999999 });
    simulator.setConstantLocationUpdates(true);
    clock.tick(1000);
    const user = runtime.userLocation()!;
    expect(user.latitude - START.latitude).toBeCloseTo(0.0005, 9);
    expect(user.longitude - START.longitude).toBeCloseTo(0.0005, 9);
    expect(user.altitude! - START.altitude).toBeCloseTo(5, 6);
  });

  it('fires onEnter and onExit of action ranges as the user moves', () => {
    const { AR, simulator } = setupAR({ location: { latitude: 0, longitude: 0, altitude: 0 } });
    const events: string[] = [];
    const range = new AR.ActionRange(new AR.GeoLocation(0, 0.01), 200, {
      onEnter: () => events.push('enter'),
      onExit: () => events.push('exit'),
    });
    simulator.setLocation({ latitude: 0, longitude: 0.009, altitude: 0 });
    simulator.setLocation({ latitude: 0, longitude: 0.0095, altitude: 0 });
    expect(events).toEqual(['enter']);
    expect(range.userInside).toBe(true);
    simulator.setLocation({ latitude: 0, longitude: 0.005, altitude: 0 });
    expect(events).toEqual(['enter', 'exit']);
    range.enabled = false;
    simulator.setLocation({ latitude: 0, longitude: 0.01, altitude: 0 });
    expect(events).toEqual(['enter', 'exit']);
  });

  it('enters a range at once when it is created around the user, and when it grows', () => {
    const { AR } = setupAR({ location: { latitude: 0, longitude: 0, altitude: 0 } });
    const events: string[] = [];
    const range = new AR.ActionRange(new AR.GeoLocation(0, 0.001), 50, {
      onEnter: () => events.push('enter'),
    });
    expect(events).toEqual([]);
    range.radius = 150;
    expect(events).toEqual(['enter']);
  });

  it('reports the accuracy of a real position and keeps it while drifting', () => {
    const { AR, clock, simulator } = setupAR({ location: START });
    const accuracies: number[] = [];
    AR.context.onLocationChanged = (_lat, _lon, _alt, accuracy) => accuracies.push(accuracy);
    clock.tick(0);
    simulator.setLocation(START, AR.CONST.LOCATION_ACCURACY.LOW);
    simulator.setConstantLocationUpdates(true);
    clock.tick(1000);
    expect(accuracies).toEqual([3, 1, 1]);
    expect(simulator.locationSimulation.accuracy).toBe(1);
  });
});
