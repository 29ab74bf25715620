import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button } from '@citylife/ui';
import { locales } from '../../i18n/i18n';
import { useMessage } from '../../i18n/useMessage';
import { preferences, setLocale } from '../../stores/preferences';
import { loadSiteSettings, siteSettings } from '../../stores/siteSettings';
import * as styles from './HomePage.css';

export default function HomePage() {
  const { t } = useTranslation();
  const message = useMessage();
  const settings = useSnapshot(siteSettings);
  const { locale } = useSnapshot(preferences);

  useEffect(() => {
    if (siteSettings.status === 'idle') void loadSiteSettings();
  }, []);

  const phone = settings.values.cstel;

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('app.name')}</h1>
        <p className={styles.lead}>{t('home.welcome')}</p>
      </header>

      <section className={styles.card} aria-labelledby="customer-service">
        <h2 id="customer-service" className={styles.cardTitle}>
          {t('home.customerService')}
        </h2>
        {settings.status === 'failed' ? (
          <>
            <p role="alert" className={styles.muted}>
              {message(settings.error ?? 'system.something_wrong')}
            </p>
            <Button variant="soft" onClick={() => void loadSiteSettings()}>
              {t('common.retry')}
            </Button>
          </>
        ) : phone ? (
          <>
            <p className={styles.phone} data-testid="customer-service-phone">
              {phone}
            </p>
            <Button href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{t('home.call')}</Button>
          </>
        ) : (
          <p className={styles.muted} aria-busy="true">
            {t('common.loading')}
          </p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="language">
        <h2 id="language" className={styles.cardTitle}>
          {t('language.label')}
        </h2>
        <div className={styles.languages} role="group" aria-labelledby="language">
          {locales.map((code) => (
            <Button
              key={code}
              size="small"
              variant={code === locale ? 'solid' : 'ghost'}
              pressed={code === locale}
              lang={code}
              onClick={() => setLocale(code)}
            >
              {t('language.name', { lng: code })}
            </Button>
          ))}
        </div>
      </section>
    </main>
  );
}
