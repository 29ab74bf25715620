import { useTranslation } from 'react-i18next';
import { Box, Button, Icon, Page } from '@citylife/ui';
import { fetchFavoriteAds, fetchMyAds } from './api';
import { PagedAds } from './ClassifiedReadPages';
import { paths } from '../../lib/paths';
import './messages';

/** /classified/mine (signed in): the member's own ads, newest first; each opens its edit form. */
export function ClassifiedMinePage() {
  const { t } = useTranslation();
  return (
    <Page
      actions={
        <Box flexGrow={1} minWidth={0}>
          <Button fullWidth href={paths.classified.post} icon={<Icon name="plus" />}>
            {t('classified.post.action')}
          </Button>
        </Box>
      }
    >
      <PagedAds
        label={t('classified.mine.title')}
        loadPage={fetchMyAds}
        empty={t('classified.mine.empty')}
      />
    </Page>
  );
}

/** /classified/fav (signed in): the ads the member marked, most recently marked first. */
export function ClassifiedFavPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <PagedAds
        label={t('classified.fav.title')}
        loadPage={fetchFavoriteAds}
        empty={t('classified.fav.empty')}
      />
    </Page>
  );
}
