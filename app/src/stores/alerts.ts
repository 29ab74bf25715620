import { proxy } from 'valtio/vanilla';

export interface Alert {
  id: number;
  /** A translation key or a text the server wrote. */
  message: string;
  /** A second line, e.g. the URL a 403 came from. */
  detail?: string;
}

/** Alerts waiting for the user's OK, oldest first; the shell shows the first. */
export const alerts = proxy<{ queue: Alert[] }>({ queue: [] });

let nextId = 1;

/** Queues an alert, unless the same one is already waiting. */
export function showAlert(message: string, detail?: string) {
  if (alerts.queue.some((alert) => alert.message === message && alert.detail === detail)) return;
  alerts.queue.push({ id: nextId++, message, detail });
}

export function dismissAlert(id: number) {
  alerts.queue = alerts.queue.filter((alert) => alert.id !== id);
}
