import { describe, expect, it } from 'vitest';
import { STATE } from '../core/constants';
import { setupAR } from '../../test/setup-ar';

/** Random source: 0.4 gives a load delay of 2000 ms; 0.3 a length of 3000 ms. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

/**
 * A sound of 'a.mp3' that loads in 2000 ms and plays 3000 ms a loop; `finished` counts its
 * onFinishedPlaying calls.
 */
function timedSound(options: { autoLoadResources?: boolean } = {}) {
  const { AR, clock } = setupAR({ ...options, random: sequence(0.4, 0.3) });
  let finished = 0;
  const sound = new AR.Sound('a.mp3', { onFinishedPlaying: () => finished++ });
  return { clock, sound, finished: () => finished };
}

describe('simulated sound', () => {
  it('goes INITIALIZED -> LOADING -> LOADED after its random delay', () => {
    const { AR, clock } = setupAR({ autoLoadResources: false, random: sequence(0.4, 0.3) });
    let loaded = 0;
    const sound = new AR.Sound('a.mp3', { onLoaded: () => loaded++ });
    expect(sound.state).toBe(STATE.INITIALIZED);
    sound.load();
    expect(sound.state).toBe(STATE.LOADING);
    clock.tick(1999);
    expect(loaded).toBe(0);
    clock.tick(1);
    expect([sound.state, loaded]).toEqual([STATE.LOADED, 1]);
  });

  it('plays for length x loops, then fires onFinishedPlaying', () => {
    const { clock, sound, finished } = timedSound();
    clock.tick(2000);
    sound.play(3);
    expect(sound.state).toBe(STATE.PLAYING);
    clock.tick(8999);
    expect([sound.state, finished()]).toEqual([STATE.PLAYING, 0]);
    clock.tick(1);
    expect([sound.state, finished()]).toEqual([STATE.LOADED, 1]);
  });

  it('streams when played before it is loaded', () => {
    const { clock, sound, finished } = timedSound({ autoLoadResources: false });
    sound.play();
    expect(sound.state).toBe(STATE.LOADING);
    clock.tick(2000);
    expect(sound.state).toBe(STATE.PLAYING);
    clock.tick(3000);
    expect([sound.state, finished()]).toEqual([STATE.LOADED, 1]);
  });

  it('stops without finishing; pause keeps the loops and resume plays again', () => {
    const { clock, sound, finished } = timedSound();
    clock.tick(2000);
    sound.play(2);
    clock.tick(1000);
    sound.stop();
    expect(sound.state).toBe(STATE.LOADED);
    clock.tick(10_000);
    expect(finished()).toBe(0);
    sound.play(2);
    clock.tick(1000);
    sound.pause();
    expect(sound.state).toBe(STATE.PAUSED);
    clock.tick(10_000);
    expect(finished()).toBe(0);
    sound.resume();
    expect(sound.state).toBe(STATE.PLAYING);
    clock.tick(6000);
    expect([finished(), sound.state]).toEqual([1, STATE.LOADED]);
  });

  it('loops forever with -1 until stopped', () => {
    const { clock, sound, finished } = timedSound();
    clock.tick(2000);
    sound.play(-1);
    clock.tick(60_000);
    expect([sound.state, finished()]).toEqual([STATE.PLAYING, 0]);
    sound.stop();
    expect(sound.state).toBe(STATE.LOADED);
  });

  it('fires onError for a simulated failure', () => {
    const { AR, simulator } = setupAR();
    const errors: string[] = [];
    const sound = new AR.Sound('a.mp3', { onError: (message: string) => errors.push(message) });
    simulator.failResource(sound.objectId, 'Decoding failed');
    expect([sound.state, errors]).toEqual([STATE.ERROR, ['Decoding failed']]);
  });
});

describe('simulated video', () => {
  it('loads, reports the start of playback and its end', () => {
    const { AR, clock } = setupAR({ random: sequence(0.4, 0.3) });
    const events: string[] = [];
    const video = new AR.VideoDrawable('v.mp4', 1, {
      onLoaded: () => events.push('loaded'),
      onPlaybackStarted: () => events.push('started'),
      onFinishedPlaying: () => events.push('finished'),
    });
    clock.tick(2000);
    video.play(2);
    expect(video.state).toBe(STATE.PLAYING);
    clock.tick(6000);
    expect(events).toEqual(['loaded', 'started', 'finished']);
  });
});
