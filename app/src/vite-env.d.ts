/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Origin of the API when it is not the page's own, e.g. https://api.example.com */
  readonly VITE_API_BASE_URL?: string;
  /** The shared secret of this build that a backend may ask of its clients (X-Request-Secret). */
  readonly VITE_REQUEST_SECRET?: string;
  /** The admin dashboard linked from the drawer for admins; the app's own admin route by default. */
  readonly VITE_ADMIN_URL?: string;
}
