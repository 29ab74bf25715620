import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Page,
  RadioGroup,
  Select,
  Stack,
  Switch,
  colorModes,
  themeNames,
  useTheme,
} from '@citylife/ui';
import { isLocale, locales } from '../../i18n/i18n';
import { preferences, setDebugging, setLocale, setMusic } from '../../stores/preferences';
import { siteSettings } from '../../stores/siteSettings';
import './messages';

/**
 * The options of a choice among `names` (each shown as `label` gives it) and its change,
 * which passes on only a known name.
 */
function choices<N extends string>(
  names: readonly N[],
  label: (name: N) => string,
  choose: (name: N) => void,
) {
  return {
    options: names.map((name) => ({ value: name, label: label(name) })),
    onChange: (next: string) => {
      const chosen = names.find((name) => name === next);
      if (chosen) choose(chosen);
    },
  };
}

/** /setting: language, theme, dark mode, background music and debugging. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { locale, music, debugging } = useSnapshot(preferences);
  const { values } = useSnapshot(siteSettings);
  const { theme, mode, setTheme, setMode } = useTheme();
  const hasMusic = Boolean(values.bgmusic);

  return (
    <Page>
      <Stack space="xlarge">
        <Stack as="section">
          <RadioGroup
            label={t('language.label')}
            value={locale}
            onChange={(next) => {
              if (isLocale(next)) setLocale(next);
            }}
            options={locales.map((code) => ({
              value: code,
              label: t('languageName', { lng: code }),
            }))}
          />
        </Stack>
        <Stack as="section">
          <Select
            label={t('settings.theme')}
            value={theme}
            {...choices(themeNames, (name) => t(`settings.themes.${name}`), setTheme)}
          />
          <RadioGroup
            label={t('settings.mode')}
            value={mode}
            orientation="horizontal"
            {...choices(colorModes, (name) => t(`settings.modes.${name}`), setMode)}
          />
        </Stack>
        <Stack as="section">
          <Switch
            label={t('settings.music')}
            description={hasMusic ? t('settings.musicHint') : t('settings.musicNone')}
            checked={music && hasMusic}
            disabled={!hasMusic}
            onChange={setMusic}
          />
          <Switch
            label={t('settings.debugging')}
            description={t('settings.debuggingHint')}
            checked={debugging}
            onChange={setDebugging}
          />
        </Stack>
      </Stack>
    </Page>
  );
}
