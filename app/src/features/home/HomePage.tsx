import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, Page, PageSection, Skeleton, Stack, Text } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { LanguageButtons } from '../../common/LanguageButtons';
import { useMessage } from '../../i18n/useMessage';
import { loadSiteSettings, siteSettings } from '../../stores/siteSettings';
import { fetchBanners } from './api';
import { BannerSlider, SaleStrip, SaleStripPlaceholder, SliderPlaceholder } from './BannerSlider';
import { HomeMenu } from './HomeMenu';
import './messages';

export default function HomePage() {
  const { t } = useTranslation();
  const message = useMessage();
  const settings = useSnapshot(siteSettings);
  const slider = useApiData('indexslider', () => fetchBanners('indexslider'));
  const sale = useApiData('homesale', () => fetchBanners('homesale'));

  const phone = settings.values.cstel;

  return (
    <Page>
      <Text tone="muted">{t('home.welcome')}</Text>

      <DataView data={slider} placeholder={<SliderPlaceholder />} failure={() => null}>
        {(banners) => banners.length > 0 && <BannerSlider banners={banners} />}
      </DataView>

      <HomeMenu />

      <DataView data={sale} placeholder={<SaleStripPlaceholder />} failure={() => null}>
        {(banners) => banners.length > 0 && <SaleStrip banners={banners} />}
      </DataView>

      <PageSection surface title={t('home.customerService')}>
        {settings.status === 'failed' ? (
          <>
            <Text role="alert" tone="muted">
              {message(settings.error ?? 'system.something_wrong')}
            </Text>
            <Button variant="soft" onClick={() => void loadSiteSettings()}>
              {t('common.retry')}
            </Button>
          </>
        ) : phone ? (
          <>
            <Text size="xlarge" weight="strong" data-testid="customer-service-phone">
              {phone}
            </Text>
            <Button href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{t('home.call')}</Button>
          </>
        ) : (
          // The phone number and the call button's room, kept while the settings load.
          <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton shape="rect" width="55%" height={33} />
            <Skeleton shape="rect" width="100%" height={44} />
          </Stack>
        )}
      </PageSection>

      <PageSection surface title={<span id="language">{t('language.label')}</span>}>
        <LanguageButtons labelledBy="language" />
      </PageSection>
    </Page>
  );
}
