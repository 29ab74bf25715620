import type { components } from '@citylife/api-client';
import { api } from '../../api/client';

export type CityEvent = components['schemas']['Event'];
export type EventInput = components['schemas']['EventInput'];

/** The events, the latest start first (one page of up to 100). */
export function fetchEvents() {
  return api.call((client) =>
    client.GET('/event/search/', { params: { query: { pageno: 1, pagesize: 100 } } }),
  );
}

/** One event. */
export function fetchEvent(id: number) {
  return api.call((client) => client.GET('/event/getById/{id}', { params: { path: { id } } }));
}

/** Enrols the caller; refusals and field errors are shown by the form, so no alert. */
export function enrollEvent(body: {
  eventId: number;
  name: string;
  mobile: string;
  quantity: number;
}) {
  return api.call((client) => client.POST('/event/enroll/', { body }), { alert: false });
}

/**
 * Adds an event: a member's waits for an admin's review, an admin's is published at once.
 * Field errors are shown by the form, so no alert.
 */
export function addEvent(body: EventInput) {
  return api.call((client) => client.POST('/event/update', { body }), { alert: false });
}

/** The events the caller added, newest first, in any review state (one page of up to 100). */
export function fetchMyEvents() {
  return api.call((client) =>
    client.GET('/event/mine/', { params: { query: { pageno: 1, pagesize: 100 } } }),
  );
}
