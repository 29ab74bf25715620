import type { ARNamespace } from '../src/index';

declare global {
  /** Installed by the runtime before the experience script runs. */
  const AR: ARNamespace;
}
