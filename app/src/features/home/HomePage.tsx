import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, Skeleton } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { LanguageButtons } from '../../i18n/LanguageButtons';
import { useMessage } from '../../i18n/useMessage';
import { preferences } from '../../stores/preferences';
import { loadSiteSettings, siteSettings } from '../../stores/siteSettings';
import { fetchBanners } from './api';
import { BannerSlider, SaleStrip, SaleStripPlaceholder, SliderPlaceholder } from './BannerSlider';
import { HomeMenu } from './HomeMenu';
import * as styles from './HomePage.css';
import './messages';

export default function HomePage() {
  const { t } = useTranslation();
  const message = useMessage();
  const settings = useSnapshot(siteSettings);
  const { locale } = useSnapshot(preferences);
  const slider = useApiData(`indexslider-${locale}`, () => fetchBanners('indexslider'));
  const sale = useApiData(`homesale-${locale}`, () => fetchBanners('homesale'));

  const phone = settings.values.cstel;

  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('home.welcome')}</p>

      {slider.status === 'loading' ? (
        <SliderPlaceholder />
      ) : (
        slider.data && slider.data.length > 0 && <BannerSlider banners={slider.data} />
      )}

      <HomeMenu />

      {sale.status === 'loading' ? (
        <SaleStripPlaceholder />
      ) : (
        sale.data && sale.data.length > 0 && <SaleStrip banners={sale.data} />
      )}

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
          // The phone number and the call button's room, kept while the settings load.
          <div className={styles.phoneLoading} aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton shape="rect" width="55%" height={33} />
            <Skeleton shape="rect" width="100%" height={44} />
          </div>
        )}
      </section>

      <section className={styles.card} aria-labelledby="language">
        <h2 id="language" className={styles.cardTitle}>
          {t('language.label')}
        </h2>
        <LanguageButtons labelledBy="language" className={styles.languages} />
      </section>
    </div>
  );
}
