import { describe, expect, it } from 'vitest';
import { setupAR } from '../../test/setup-ar';
import { matchesTargetName } from './tracking-simulation';

describe('simulated image recognition', () => {
  it('matches target names with * and ? wildcards', () => {
    expect(matchesTargetName('*', 'anything')).toBe(true);
    expect(matchesTargetName('page_?', 'page_7')).toBe(true);
    expect(matchesTargetName('page_?', 'page_17')).toBe(false);
    expect(matchesTargetName('poster*', 'poster.a')).toBe(true);
    expect(matchesTargetName('a.b', 'axb')).toBe(false);
  });

  it('tracks no more targets at once than the tracker allows', () => {
    const { AR, simulator } = setupAR();
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'), {
      maximumNumberOfConcurrentlyTrackableTargets: 2,
    });
    const recognized: string[] = [];
    const lost: string[] = [];
    new AR.ImageTrackable(tracker, '*', {
      onImageRecognized: (target) => recognized.push(target.name),
      onImageLost: (target) => lost.push(target.name),
    });
    expect(simulator.tracking.recognize('a')).toBe(1);
    expect(simulator.tracking.recognize('b')).toBe(1);
    expect(simulator.tracking.recognize('c')).toBe(0);
    simulator.tracking.lose('a');
    expect(simulator.tracking.recognize('c')).toBe(1);
    expect(recognized).toEqual(['a', 'b', 'c']);
    expect(lost).toEqual(['a']);
  });

  it('ignores disabled trackables and trackers and fires enter/exit with recognition', () => {
    const { AR, simulator } = setupAR();
    const tracker = new AR.ImageTracker(new AR.TargetCollectionResource('t.wtc'));
    const events: string[] = [];
    const trackable = new AR.ImageTrackable(tracker, 'menu', {
      enabled: false,
      onEnterFieldOfVision: (name?: string) => events.push(`enter ${name}`),
      onExitFieldOfVision: (name?: string) => events.push(`exit ${name}`),
    });
    expect(simulator.tracking.recognize('menu')).toBe(0);
    trackable.enabled = true;
    tracker.enabled = false;
    expect(simulator.tracking.recognize('menu')).toBe(0);
    tracker.enabled = true;
    expect(simulator.tracking.recognize('menu')).toBe(1);
    simulator.tracking.lose('menu');
    expect(events).toEqual(['enter menu', 'exit menu']);
  });
});
