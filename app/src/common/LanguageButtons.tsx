import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, Inline } from '@citylife/ui';
import { preferences, setLocale } from '../stores/preferences';
import { locales } from '../i18n/i18n';

/** One button per interface language, each named in its own language; the current one pressed. */
export function LanguageButtons({
  labelledBy,
  className,
}: {
  labelledBy: string;
  /** Places the row (its own layout is a wrapping row of buttons). */
  className?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSnapshot(preferences);
  return (
    <Inline className={className} role="group" aria-labelledby={labelledBy}>
      {locales.map((code) => (
        <Button
          key={code}
          size="small"
          variant={code === locale ? 'solid' : 'ghost'}
          pressed={code === locale}
          lang={code}
          onClick={() => setLocale(code)}
        >
          {t('languageName', { lng: code })}
        </Button>
      ))}
    </Inline>
  );
}
