import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  Button,
  Column,
  Columns,
  EmptyState,
  List,
  ListItem,
  Page,
  Spinner,
  Text,
  TextField,
  useSnackbar,
} from '@citylife/ui';
import { LoadMoreList } from '../../common/LoadMoreList';
import { SHOP_PAGE_SIZE, searchShops, type Shop, type ShopQuery } from './api';
import { chooseShop, currentShop } from './currentShop';
import { OpenNow } from './OpeningHoursText';
import './messages';
import { paths } from '../../lib/paths';

const LOCATE_TIMEOUT_MS = 10_000;

function locate(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      reject,
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

function ShopRows({ query, mode }: { query: ShopQuery; mode: 'index' | 'choose' }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const { id: current } = useSnapshot(currentShop);
  const loadPage = (pageno: number, pagesize: number) =>
    searchShops(query, pageno, pagesize).then((page) => page.objects);

  const choose = (shop: Shop) => {
    chooseShop(shop.id);
    snackbar.show(t('shop.list.chosen', { name: shop.name }), { tone: 'positive', topic: 'shop' });
    navigate(paths.shop.current);
  };

  return (
    <LoadMoreList<Shop>
      loadPage={loadPage}
      pageSize={SHOP_PAGE_SIZE}
      placeholder={<Spinner />}
      empty={<EmptyState icon="location" title={t('shop.list.empty')} />}
      failed={t('shop.list.failed')}
    >
      {(shops) => (
        <List aria-label={t('shop.list.label')}>
          {shops.map((shop) => (
            <ListItem
              key={shop.id}
              title={shop.name}
              description={
                <>
                  {shop.address} · <OpenNow hours={shop.openingHours} />
                  {shop.id === current && ` · ${t('shop.list.current')}`}
                </>
              }
              {...(mode === 'choose'
                ? { onClick: () => choose(shop) }
                : { href: paths.shop.entry(shop.id) })}
            />
          ))}
        </List>
      )}
    </LoadMoreList>
  );
}

/**
 * /shop/index and /shop/choose: the stores, searchable by name or address, nearest first
 * when the visitor shares their position. Choosing one makes it the current store.
 */
export function ShopListPage({ mode }: { mode: 'index' | 'choose' }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<ShopQuery>({});
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    const { keyword: _previous, ...rest } = query;
    setQuery(keyword ? { ...rest, keyword } : rest);
  };

  const nearest = async () => {
    setLocating(true);
    setLocateFailed(false);
    try {
      const position = await locate();
      setQuery((current) => ({ ...current, ...position }));
    } catch {
      setLocateFailed(true);
    } finally {
      setLocating(false);
    }
  };

  return (
    <Page>
      <Columns as="form" role="search" space="small" alignY="bottom" onSubmit={submit}>
        <Column>
          <TextField
            label={t('shop.list.search')}
            hideLabel
            type="search"
            icon="search"
            maxLength={32}
            value={text}
            onChange={setText}
            placeholder={t('shop.list.searchPlaceholder')}
          />
        </Column>
        <Column width="content">
          <Button type="submit" variant="soft">
            {t('shop.list.submit')}
          </Button>
        </Column>
      </Columns>
      <Button
        variant="ghost"
        loading={locating}
        pressed={query.lat !== undefined}
        onClick={() => void nearest()}
      >
        {locating ? t('shop.list.locating') : t('shop.list.nearMe')}
      </Button>
      {locateFailed && (
        <Text size="small" tone="muted" role="status">
          {t('shop.list.locateFailed')}
        </Text>
      )}
      <ShopRows key={JSON.stringify(query)} query={query} mode={mode} />
    </Page>
  );
}
