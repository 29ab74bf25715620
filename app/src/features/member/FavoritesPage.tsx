import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button, EmptyState, ItemCard, Page, PullList, Stack, useSnackbar } from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { useMessage } from '../../i18n/useMessage';
import { toCardItem } from '../../common/cardItem';
import { preferences } from '../../stores/preferences';
import { PAGE_SIZE, fetchFavorites, removeFavorite, type FavoriteItem } from './api';
import { useScreenVisit } from './useScreenVisit';
import './messages';
import { paths } from '../../lib/paths';

/** /member/favorite: the member's favourite items, 10 at a time; tap one to open it. */
export function FavoritesPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const { locale } = useSnapshot(preferences);
  const { visit } = useScreenVisit(path);
  const [removals, setRemovals] = useState(0);
  const [removing, setRemoving] = useState<number>();

  // The favourite is dropped from the list only once the server confirms it.
  const remove = async (item: FavoriteItem) => {
    setRemoving(item.id);
    try {
      await removeFavorite(item.id);
      snackbar.show(t('member.favorite.removed', { name: item.name }), {
        tone: 'positive',
        topic: 'favorites',
      });
      setRemovals((value) => value + 1);
    } catch (error) {
      snackbar.show(message(failureMessage(error)), { tone: 'caution', topic: 'favorites' });
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <Page>
      <PullList<FavoriteItem>
        key={`${visit}-${removals}`}
        label={t('routes.member.favorite')}
        loadPage={fetchFavorites}
        pageSize={PAGE_SIZE}
        getKey={(item) => item.id}
        renderItem={(item) => (
          <Stack space="xsmall" align="end">
            <ItemCard
              item={toCardItem(item, locale)}
              onClick={() => navigate(paths.shoppingcart.item(item.id))}
            />
            <Button
              size="small"
              variant="ghost"
              tone="critical"
              loading={removing === item.id}
              onClick={() => void remove(item)}
            >
              {t('member.favorite.remove')}
            </Button>
          </Stack>
        )}
        empty={
          <EmptyState
            icon="heart"
            title={t('member.favorite.empty')}
            action={
              <Button variant="soft" href={paths.shoppingcart.index}>
                {t('member.favorite.browse')}
              </Button>
            }
          />
        }
      />
    </Page>
  );
}
