import { api } from '../../api/client';
import type { components } from '@citylife/api-client';

export type RegistrationInput = components['schemas']['ReturnRegistrationInput'];

/** The caller's registrations, newest first (name and created time). */
export function fetchRegistrations() {
  return api.call((client) => client.GET('/covid/getReturnRegistrations'));
}

/** Saves a registration; the form shows the server's per-field messages, so no alert. */
export function saveRegistration(body: RegistrationInput) {
  return api.call((client) => client.POST('/covid/saveReturnRegistration', { body }), {
    alert: false,
  });
}
