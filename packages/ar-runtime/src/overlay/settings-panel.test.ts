// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupAR } from '../../test/setup-ar';
import {
  createLocationStore,
  SAVED_LOCATION_PREFIX,
  STORAGE_ALERT,
  STORAGE_WARNING,
} from './location-store';
import { createSettingsPanel, FLASH_COLOR, parseCoordinate, SAVE_PROMPT } from './settings-panel';

const START = { latitude: 48.2082, longitude: 16.3738, altitude: 170 };

function setup(options: { storage?: Storage | null; answer?: string | null } = {}) {
  const ar = setupAR({ location: START });
  const warnings: string[] = [];
  const prompts: string[] = [];
  const alerts: string[] = [];
  const storage = options.storage === undefined ? window.localStorage : options.storage;
  const store = createLocationStore(
    () => {
      if (storage === null) throw new Error('SecurityError');
      return storage;
    },
    (message) => warnings.push(message),
  );
  const panel = createSettingsPanel(document, ar.simulator, ar.clock, store, {
    prompt: (message) => {
      prompts.push(message);
      return options.answer === undefined ? null : options.answer;
    },
    alert: (message) => alerts.push(message),
  });
  document.body.replaceChildren(panel.element);
  const button = (label: string) =>
    [...panel.element.querySelectorAll('button')].find((b) => b.textContent === label)!;
  const checkbox = (label: string) =>
    [...panel.element.querySelectorAll('label')]
      .find((l) => l.textContent?.trim() === label)!
      .querySelector('input')!;
  const select = panel.element.querySelector('select')!;
  return { ...ar, panel, warnings, prompts, alerts, button, checkbox, select };
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('Settings panel', () => {
  it('starts with the header, Custom first and the current location in the inputs', () => {
    const { panel, select } = setup();
    expect(panel.element.querySelector('h3')?.textContent).toBe('Settings');
    expect([...select.options].map((option) => option.text)).toEqual(['Custom']);
    expect(Object.values(panel.inputs).map((input) => input.value)).toEqual([
      '48.2082',
      '16.3738',
      '170',
    ]);
  });

  it('lists saved locations by key prefix and fills the inputs when one is chosen', () => {
    window.localStorage.setItem(
      `${SAVED_LOCATION_PREFIX}office`,
      JSON.stringify({ latitude: 1, longitude: 2, altitude: 3 }),
    );
    window.localStorage.setItem(
      'unrelated',
      JSON.stringify({ latitude: 9, longitude: 9, altitude: 9 }),
    );
    window.localStorage.setItem(`${SAVED_LOCATION_PREFIX}broken`, '{');
    const { panel, select } = setup();
    expect([...select.options].map((option) => option.text)).toEqual(['Custom', 'office']);
    select.value = 'office';
    select.dispatchEvent(new Event('change'));
    expect(Object.values(panel.inputs).map((input) => input.value)).toEqual(['1', '2', '3']);
    select.value = '';
    select.dispatchEvent(new Event('change'));
    expect(Object.values(panel.inputs).map((input) => input.value)).toEqual(['0', '0', '0']);
  });

  it('applies a valid location to the simulator', () => {
    const { panel, button, simulator, AR, clock } = setup();
    const seen: number[][] = [];
    AR.context.onLocationChanged = (lat, lon, alt) => seen.push([lat, lon, alt]);
    clock.tick(0);
    seen.length = 0;
    panel.inputs.latitude.value = '-33.5';
    panel.inputs.longitude.value = '151.25';
    panel.inputs.altitude.value = '12';
    button('Apply').click();
    expect(simulator.location).toEqual({ latitude: -33.5, longitude: 151.25, altitude: 12 });
    expect(seen).toEqual([[-33.5, 151.25, 12]]);
  });

  it('flashes invalid fields light red for 1 s and applies nothing', () => {
    const { panel, button, simulator, clock } = setup();
    panel.inputs.latitude.value = '91';
    panel.inputs.longitude.value = '200';
    panel.inputs.altitude.value = 'high';
    button('Apply').click();
    expect(simulator.location).toEqual(START);
    for (const input of Object.values(panel.inputs)) {
      expect(input.style.backgroundColor).toBe(FLASH_COLOR);
    }
    clock.tick(999);
    expect(panel.inputs.latitude.style.backgroundColor).toBe(FLASH_COLOR);
    clock.tick(1);
    expect(panel.inputs.latitude.style.backgroundColor).toBe('');
    panel.inputs.latitude.value = '45';
    panel.inputs.longitude.value = '181';
    panel.inputs.altitude.value = '0';
    button('Apply').click();
    expect(panel.inputs.latitude.style.backgroundColor).toBe('');
    expect(panel.inputs.longitude.style.backgroundColor).toBe(FLASH_COLOR);
    expect(simulator.location).toEqual(START);
  });

  it('parses coordinates within their bounds', () => {
    expect(parseCoordinate('0.0', -90, 90)).toBe(0);
    expect(parseCoordinate(' -90 ', -90, 90)).toBe(-90);
    expect(parseCoordinate('', -90, 90)).toBeUndefined();
    expect(parseCoordinate('1e400', -Infinity, Infinity)).toBeUndefined();
    expect(parseCoordinate('12abc', -90, 90)).toBeUndefined();
  });

  it('applies and saves under a non-empty ID asked for with the exact prompt', () => {
    const { panel, button, prompts, select, simulator } = setup({ answer: ' home ' });
    panel.inputs.latitude.value = '10';
    panel.inputs.longitude.value = '20';
    panel.inputs.altitude.value = '30';
    button('Apply and Save').click();
    expect(prompts).toEqual([SAVE_PROMPT]);
    expect(SAVE_PROMPT).toBe('Enter the ID the saved location:');
    expect(JSON.parse(window.localStorage.getItem(`${SAVED_LOCATION_PREFIX}home`)!)).toEqual({
      latitude: 10,
      longitude: 20,
      altitude: 30,
    });
    expect(select.value).toBe('home');
    expect(simulator.location).toEqual({ latitude: 10, longitude: 20, altitude: 30 });
  });

  it('saves and applies nothing when the ID is empty or the prompt is cancelled', () => {
    for (const answer of ['  ', null]) {
      const { panel, button, simulator } = setup({ answer });
      panel.inputs.latitude.value = '10';
      button('Apply and Save').click();
      expect(window.localStorage.length).toBe(0);
      expect(simulator.location).toEqual(START);
    }
  });

  it('warns and alerts when local storage is unavailable', () => {
    const { warnings, alerts, panel, button, select } = setup({ storage: null, answer: 'x' });
    expect(warnings).toEqual([STORAGE_WARNING]);
    expect(STORAGE_WARNING).toBe('Cannot access local storage. Local storage will be disabled.');
    expect([...select.options]).toHaveLength(1);
    panel.inputs.latitude.value = '1';
    button('Apply and Save').click();
    expect(alerts).toEqual([
      'Your Browser does not support local storage. Values will not be persisted.',
    ]);
    expect(STORAGE_ALERT).toBe(alerts[0]);
  });

  it('switches constant location updates and resource loading', () => {
    const { checkbox, button, simulator, clock, AR } = setup();
    const updates: number[] = [];
    AR.context.onLocationChanged = (latitude) => updates.push(latitude);
    clock.tick(0);
    checkbox('Receive Constant Location Updates').click();
    clock.tick(3000);
    expect(updates).toHaveLength(4);
    checkbox('Receive Constant Location Updates').click();
    clock.tick(3000);
    expect(updates).toHaveLength(4);

    const loadNow = button('Load all Ressources now');
    expect(checkbox('Auto-Load ressources').checked).toBe(true);
    expect(loadNow.disabled).toBe(true);
    checkbox('Auto-Load ressources').click();
    expect(loadNow.disabled).toBe(false);
    const image = new AR.ImageResource('late.png');
    clock.tick(100);
    expect(image.isLoaded()).toBe(false);
    loadNow.click();
    clock.tick(0);
    expect(image.isLoaded()).toBe(true);
    expect(simulator.loader.autoLoad).toBe(false);
  });
});
