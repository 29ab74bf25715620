import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../stores/alerts';

/** The device's orientation (DeviceOrientationEvent) or its motion (DeviceMotionEvent). */
export type SensorKind = 'orientation' | 'motion';

/** iOS asks for access through a static `requestPermission`, which needs a tap. */
type WithPermission = { requestPermission?: () => Promise<string> };

function eventClass(kind: SensorKind): (WithPermission & object) | undefined {
  const found: unknown =
    kind === 'orientation' ? window.DeviceOrientationEvent : window.DeviceMotionEvent;
  return typeof found === 'function' ? (found as WithPermission & object) : undefined;
}

export function sensorSupported(kind: SensorKind): boolean {
  return eventClass(kind) !== undefined;
}

/** Whether the browser wants a tap to grant access before it sends the events (iOS). */
export function permissionNeeded(kind: SensorKind): boolean {
  return typeof eventClass(kind)?.requestPermission === 'function';
}

/**
 * Where a sensor page is: the browser has no such events, a tap must ask for access first,
 * access was refused, or the page listens.
 */
export type SensorState = 'unsupported' | 'askFirst' | 'refused' | 'listening';

/**
 * Listens to `events` of the sensor `kind` on the window while the page shows, once access
 * is there: at once where none is asked for, after `start` (a tap) where it is. A result
 * other than granted is shown in an alert.
 */
export function useSensor<E extends Event>(
  kind: SensorKind,
  events: readonly string[],
  listener: (event: E) => void,
): { state: SensorState; start: () => Promise<void> } {
  const { t } = useTranslation();
  const [state, setState] = useState<SensorState>(() =>
    !sensorSupported(kind) ? 'unsupported' : permissionNeeded(kind) ? 'askFirst' : 'listening',
  );
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });

  useEffect(() => {
    if (state !== 'listening') return;
    const handle = (event: Event) => latest.current(event as E);
    for (const name of events) window.addEventListener(name, handle);
    return () => {
      for (const name of events) window.removeEventListener(name, handle);
    };
    // The event names are constants of each page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const start = async () => {
    const request = eventClass(kind)?.requestPermission;
    if (!request) return;
    let result: string;
    try {
      result = await request.call(eventClass(kind));
    } catch (error) {
      result = error instanceof Error ? error.message : String(error);
    }
    if (result === 'granted') {
      setState('listening');
    } else {
      setState('refused');
      showAlert(t('labDevice.sensor.notGranted', { result }));
    }
  };

  return { state, start };
}

/** A number of a reading for display: fixed decimals, or a dash when the browser gave none. */
export function reading(value: number | null | undefined, digits = 2): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '–';
}
