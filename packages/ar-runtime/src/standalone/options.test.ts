import { describe, expect, it } from 'vitest';
import { DEFAULT_POSITION, parsePosition, readStandaloneOptions } from './options';

const read = (query: string, dataset: Record<string, string> = {}) =>
  readStandaloneOptions(new URLSearchParams(query), dataset);

describe('drop-in script options', () => {
  it('defaults to the browser location, the camera, no overlay, heading 0', () => {
    expect(read('')).toEqual({
      location: 'browser',
      position: { ...DEFAULT_POSITION },
      locationTimeoutMs: 5000,
      constantLocationUpdates: false,
      camera: true,
      orientation: true,
      heading: 0,
      developerOverlay: false,
      seed: undefined,
      invalid: [],
    });
  });

  it('reads data attributes of the script tag', () => {
    const options = read('', {
      location: 'simulator',
      position: '40.1, 116.3, 50',
      dev: '',
      camera: 'off',
      heading: '-90',
      seed: '7',
    });
    expect(options).toMatchObject({
      location: 'simulator',
      position: { latitude: 40.1, longitude: 116.3, altitude: 50 },
      developerOverlay: true,
      camera: false,
      heading: 270,
      seed: 7,
    });
  });

  it('lets the query override the attributes', () => {
    const options = read('ar-location=browser&ar-dev=0&ar-position=1,2', {
      location: 'simulator',
      dev: '',
    });
    expect(options.location).toBe('browser');
    expect(options.developerOverlay).toBe(false);
    expect(options.position).toEqual({ latitude: 1, longitude: 2, altitude: 0 });
  });

  it('falls back to the defaults for values it does not understand, and names them', () => {
    const options = read('ar-location=moon&ar-position=91,0&ar-seed=x&ar-location-timeout=-5');
    expect(options.location).toBe('browser');
    expect(options.position).toEqual({ ...DEFAULT_POSITION });
    expect(options.seed).toBeUndefined();
    expect(options.locationTimeoutMs).toBe(5000);
    expect(options.invalid).toEqual(['ar-location', 'ar-position', 'ar-seed']);
  });

  it('parses positions within range only', () => {
    expect(parsePosition('0,0')).toEqual({ latitude: 0, longitude: 0, altitude: 0 });
    expect(parsePosition('-90,180,10')).toEqual({ latitude: -90, longitude: 180, altitude: 10 });
    expect(parsePosition('90.5,0')).toBeUndefined();
    expect(parsePosition('0,-181')).toBeUndefined();
    expect(parsePosition('1')).toBeUndefined();
    expect(parsePosition('1,2,3,4')).toBeUndefined();
    expect(parsePosition('a,b')).toBeUndefined();
  });
});
