import { useTranslation } from 'react-i18next';
import type { components } from '@citylife/api-client';
import { BottomSheet, ListItem, PriceTag, Skeleton, Stack, Text } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { formatDay } from '../../common/chinaTime';
import { DataView } from '../../common/DataView';
import { ListOrEmpty } from '../../common/ListOrEmpty';
import { paths } from '../../lib/paths';
import { fetchPriceDays } from './api';
import './messages';

type PricelistItem = components['schemas']['PricelistItem'];

/**
 * One item of a day's list: its price, kinds and change from the day before, and its
 * price on the other days that have one (the nearest first), each opening its list.
 */
export function PricelistItemSheet({
  item,
  listId,
  date,
  change,
  onClose,
}: {
  item: PricelistItem;
  listId: number;
  date: string;
  change: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const days = useApiData(`pricelist-days-${item.id}`, async () =>
    (await fetchPriceDays(item.name, date)).filter(
      (day) => day.name === item.name && day.unit === item.unit && day.pricelistId !== listId,
    ),
  );
  return (
    <BottomSheet open onClose={onClose} title={item.name}>
      <Stack space="medium">
        <PriceTag amount={item.price} unit={item.unit} />
        <Text tone="muted">{formatDay(date, i18n.language)}</Text>
        {item.tags.length > 0 && (
          <Text>
            {t('pricelist.detail.kinds')}: <span lang="zh-Hans">{item.tags.join(' · ')}</span>
          </Text>
        )}
        {change && <Text size="small">{change}</Text>}
        <DataView data={days} placeholder={<Skeleton lines={3} />}>
          {(found) => (
            <ListOrEmpty
              label={t('pricelist.detail.otherDays')}
              items={found}
              empty={t('pricelist.detail.noOtherDays')}
            >
              {(day) => (
                <ListItem
                  key={day.pricelistId}
                  title={formatDay(day.date, i18n.language)}
                  trailing={<PriceTag amount={day.price} unit={day.unit} />}
                  href={paths.pricelist.detail(day.pricelistId)}
                />
              )}
            </ListOrEmpty>
          )}
        </DataView>
      </Stack>
    </BottomSheet>
  );
}
