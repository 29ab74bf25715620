import { proxy } from 'valtio/vanilla';
import { api } from '../api/client';

/** Settings the whole app reads. */
const SITE_SETTING_KEYS = 'bgmusic,copyright,cstel,beian,csqr,csemail,theme';

type Values = Awaited<ReturnType<typeof fetchSiteSettings>>;

interface SiteSettingsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  values: Values;
  /** Translation key or server message of the last failure. */
  error: string | undefined;
}

export const siteSettings = proxy<SiteSettingsState>({
  status: 'idle',
  values: {},
  error: undefined,
});

function fetchSiteSettings() {
  return api.call((client) =>
    client.GET('/api/getSettings/{keys}', { params: { path: { keys: SITE_SETTING_KEYS } } }),
  );
}

export async function loadSiteSettings() {
  siteSettings.status = 'loading';
  siteSettings.error = undefined;
  try {
    siteSettings.values = await fetchSiteSettings();
    siteSettings.status = 'ready';
  } catch (error) {
    siteSettings.status = 'failed';
    siteSettings.error =
      error instanceof Error && error.name === 'ApiError' ? error.message : 'system.network_error';
  }
}
