import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentPosition,
  isLocationDenied,
  LocationError,
  locationFailureMessage,
  watchPosition,
} from './position';

const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

function failure(code: number): GeolocationPositionError {
  return { code, message: `code ${code}`, PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT };
}

function position(latitude: number, longitude: number, accuracy = 12): GeolocationPosition {
  return { coords: { latitude, longitude, accuracy } } as GeolocationPosition;
}

/** A Geolocation that answers each request with the next of `answers`, recording the options. */
function geolocationAnswering(...answers: (GeolocationPosition | GeolocationPositionError)[]) {
  const asked: (PositionOptions | undefined)[] = [];
  const cleared: number[] = [];
  const answer = (
    success: PositionCallback,
    error?: PositionErrorCallback | null,
    options?: PositionOptions,
  ) => {
    asked.push(options);
    const next = answers.shift();
    if (next && 'coords' in next) success(next);
    else if (next) error?.(next);
  };
  const geolocation: Geolocation = {
    getCurrentPosition: answer,
    watchPosition: (success, error, options) => {
      answer(success, error, options);
      return 7;
    },
    clearWatch: (id) => cleared.push(id),
  };
  return { geolocation, asked, cleared };
}

describe('the device position', () => {
  it('answers the position with the timeout and maximum age asked', async () => {
    const { geolocation, asked } = geolocationAnswering(position(39.81, 108.62));
    await expect(
      currentPosition({ geolocation, timeoutMs: 10_000, maximumAgeMs: 1_000 }),
    ).resolves.toEqual({ latitude: 39.81, longitude: 108.62, accuracy: 12 });
    expect(asked).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 1_000 }]);
  });

  it('waits 15 s for the location provider unless told otherwise', async () => {
    const { geolocation, asked } = geolocationAnswering(position(1, 2));
    await currentPosition({ geolocation });
    expect(asked[0]?.timeout).toBe(15_000);
  });

  it.each([
    [PERMISSION_DENIED, 'denied'],
    [POSITION_UNAVAILABLE, 'unavailable'],
    [TIMEOUT, 'timeout'],
  ])('names the failure of code %i %s', async (code, kind) => {
    const { geolocation } = geolocationAnswering(failure(code));
    await expect(currentPosition({ geolocation })).rejects.toMatchObject({ kind });
  });

  describe('with a prompt nobody answers', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives up as a timeout when its own wait is over', async () => {
      vi.useFakeTimers();
      // No answer at all: the browser's timeout runs only once access is given.
      const { geolocation } = geolocationAnswering();
      let outcome: unknown;
      currentPosition({ geolocation, timeoutMs: 10_000 }).catch((error: unknown) => {
        outcome = error;
      });
      await vi.advanceTimersByTimeAsync(9_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ kind: 'timeout' });
    });

    it('keeps an answer that came in time', async () => {
      vi.useFakeTimers();
      const { geolocation } = geolocationAnswering(position(39.81, 108.62));
      await expect(currentPosition({ geolocation, timeoutMs: 10_000 })).resolves.toMatchObject({
        latitude: 39.81,
      });
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('fails as unsupported where the browser has no geolocation', async () => {
    await expect(
      currentPosition({ geolocation: undefined }).catch((error: unknown) => error),
    ).resolves.toBeInstanceOf(LocationError);
    await expect(currentPosition({ geolocation: undefined })).rejects.toMatchObject({
      kind: 'unsupported',
    });
  });

  it('follows the position until stopped', () => {
    const { geolocation, cleared } = geolocationAnswering(position(3, 4));
    const seen: unknown[] = [];
    const stop = watchPosition(
      (next) => seen.push(next),
      () => {},
      { geolocation },
    );
    expect(seen).toEqual([{ latitude: 3, longitude: 4, accuracy: 12 }]);
    stop();
    expect(cleared).toEqual([7]);
  });
});

describe('the message of a location failure', () => {
  it('says the position failed when the provider answered without one', () => {
    expect(locationFailureMessage(new LocationError('timeout'))).toBe('location.positionFailed');
    expect(locationFailureMessage(new LocationError('unavailable'))).toBe(
      'location.positionFailed',
    );
  });

  it('says location cannot be fetched when there is no provider or another failure', () => {
    expect(locationFailureMessage(new LocationError('unsupported'))).toBe('location.fetchFailed');
    expect(locationFailureMessage(new Error('network'))).toBe('location.fetchFailed');
  });

  it('tells a refusal apart', () => {
    expect(isLocationDenied(new LocationError('denied'))).toBe(true);
    expect(isLocationDenied(new LocationError('timeout'))).toBe(false);
  });
});
