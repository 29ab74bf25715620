import { bootStandalone } from './boot';

// The drop-in script: `<script src="/ar/ar-runtime.js"></script>` before the experience's
// own scripts. Exposed as `ARRuntime.standalone` (installation, options, ready, stop).
export const standalone = bootStandalone(
  window,
  document.currentScript instanceof HTMLScriptElement ? document.currentScript : null,
);
