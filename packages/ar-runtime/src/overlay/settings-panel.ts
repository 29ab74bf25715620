import type { Clock } from '../core/clock';
import type { Simulator } from '../sim/simulator';
import { button, checkbox, h } from './dom';
import { STORAGE_ALERT, type LocationStore } from './location-store';

const FLASH_MS = 1000;
export const FLASH_COLOR = 'rgb(255, 204, 204)';
export const SAVE_PROMPT = 'Enter the ID the saved location:';

export interface SettingsDialogs {
  prompt(message: string): string | null;
  alert(message: string): void;
}

const FIELDS = [
  { key: 'latitude', label: 'Latitude', min: -90, max: 90 },
  { key: 'longitude', label: 'Longitude', min: -180, max: 180 },
  { key: 'altitude', label: 'Altitude', min: -Infinity, max: Infinity },
] as const;

type FieldKey = (typeof FIELDS)[number]['key'];

/** Parses a coordinate field: a finite number within its bounds, or undefined. */
export function parseCoordinate(text: string, min: number, max: number): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/** The Settings panel: simulated location, constant updates and resource loading. */
export function createSettingsPanel(
  document: Document,
  simulator: Simulator,
  clock: Clock,
  store: LocationStore,
  dialogs: SettingsDialogs,
) {
  const inputs = {} as Record<FieldKey, HTMLInputElement>;
  const rows = FIELDS.map(({ key, label }) => {
    const input = h(document, 'input', { type: 'text', inputmode: 'decimal', name: key });
    input.value = '0.0';
    inputs[key] = input;
    return h(document, 'label', { className: 'ade-field' }, `${label} `, input);
  });

  const select = h(document, 'select', { 'aria-label': 'Current Location', name: 'location' });
  const fillLocations = () => {
    const custom = h(document, 'option', { value: '', text: 'Custom' });
    const saved = store
      .list()
      .map((location) => h(document, 'option', { value: location.id, text: location.id }));
    select.replaceChildren(custom, ...saved);
  };
  select.addEventListener('change', () => {
    const chosen = store.list().find((location) => location.id === select.value) ?? {
      latitude: 0,
      longitude: 0,
      altitude: 0,
    };
    for (const { key } of FIELDS) inputs[key].value = String(chosen[key]);
  });

  const flash = (input: HTMLInputElement) => {
    input.style.backgroundColor = FLASH_COLOR;
    input.dataset.invalid = 'true';
    clock.setTimeout(() => {
      input.style.backgroundColor = '';
      delete input.dataset.invalid;
    }, FLASH_MS);
  };

  /** Reads the three fields; flashes the invalid ones and returns nothing if any is. */
  const readLocation = () => {
    const values: Partial<Record<FieldKey, number>> = {};
    let valid = true;
    for (const { key, min, max } of FIELDS) {
      const value = parseCoordinate(inputs[key].value, min, max);
      if (value === undefined) {
        valid = false;
        flash(inputs[key]);
      } else values[key] = value;
    }
    return valid ? (values as Record<FieldKey, number>) : undefined;
  };

  const apply = () => {
    const location = readLocation();
    if (location) simulator.setLocation(location);
    return location;
  };

  const applyAndSave = () => {
    const location = readLocation();
    if (!location) return;
    const id = dialogs.prompt(SAVE_PROMPT);
    if (id === null || id.trim() === '') return;
    simulator.setLocation(location);
    if (!store.save({ id: id.trim(), ...location })) {
      dialogs.alert(STORAGE_ALERT);
      return;
    }
    fillLocations();
    select.value = id.trim();
  };

  const constant = checkbox(
    document,
    'Receive Constant Location Updates',
    simulator.locationSimulation.constantUpdates,
    (on) => simulator.setConstantLocationUpdates(on),
  );
  const loadNow = button(document, 'Load all Ressources now', () => simulator.loadAllResources());
  const autoLoad = checkbox(document, 'Auto-Load ressources', simulator.loader.autoLoad, (on) => {
    simulator.setAutoLoadResources(on);
    loadNow.disabled = on;
  });
  loadNow.disabled = simulator.loader.autoLoad;

  const current = simulator.location;
  for (const { key } of FIELDS) inputs[key].value = String(current[key]);
  fillLocations();

  const element = h(
    document,
    'section',
    { className: 'ade-settings', 'aria-label': 'Settings' },
    h(document, 'h3', { text: 'Settings' }),
    h(document, 'label', { className: 'ade-field' }, 'Current Location ', select),
    ...rows,
    h(
      document,
      'div',
      { className: 'ade-row' },
      button(document, 'Apply', () => void apply()),
      button(document, 'Apply and Save', applyAndSave),
    ),
    constant.element,
    h(document, 'h4', { text: 'Ressource Loading' }),
    autoLoad.element,
    loadNow,
  );
  return { element, inputs, apply, applyAndSave };
}
