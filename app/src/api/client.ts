import { createApiClient } from '@citylife/api-client';

/**
 * The app's one API client. The API is served by the page's own origin unless the build
 * sets VITE_API_BASE_URL (see the README: pointing the app at another backend).
 */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
});
