import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useTheme } from '@citylife/ui';
import { applySiteTheme, preferences } from '../stores/preferences';
import { siteSettings } from '../stores/siteSettings';

/**
 * The site's `theme` setting is the default theme until the visitor chooses one: the page's
 * theme follows the preferences (the setting, or the visitor's choice).
 */
export function useSiteTheme() {
  const siteTheme = useSnapshot(siteSettings).values.theme;
  const { theme, setTheme } = useTheme();

  useEffect(() => {
    applySiteTheme(siteTheme);
    // Read live: a choice made a moment ago is already in the preferences. Passing on what
    // the preferences hold saves no choice.
    if (theme !== preferences.theme) setTheme(preferences.theme);
  }, [siteTheme, theme, setTheme]);
}
