import { useEffect } from 'react';
import { siteFiles } from '../api/client';

/** How often the deployed version is checked. */
const VERSION_CHECK_INTERVAL_MS = 60_000;

/** Reloads the page when the deployed build is newer than this one; failures are ignored. */
export function useVersionCheck(running: string = __APP_VERSION__) {
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      try {
        const deployed = await siteFiles.call((client) => client.GET('/version.json'), {
          alert: false,
          loading: false,
        });
        // The comparison's code loads with the first check, not with the first screen.
        const { isNewerVersion } = await import('./versionCheck');
        if (!stopped && isNewerVersion(deployed.version, running)) window.location.reload();
      } catch {
        // Version check failures are ignored.
      }
    };
    const timer = setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running]);
}
