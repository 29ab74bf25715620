import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSnapshot } from 'valtio';
import { isAdmin, session } from '../../stores/session';
import {
  Button,
  ErrorState,
  Heading,
  Inline,
  ListItem,
  Page,
  PageSection,
  PriceTag,
  Skeleton,
  Stack,
  Text,
  ToggleChip,
} from '@citylife/ui';
import { isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { hotKeywords, type HotKeyword } from '../../common/hotKeywords';
import { fetchLatestPricelist, fetchPriceDays, fetchPricelist, fetchPricelistTags } from './api';
import { PricelistItemSheet } from './PricelistItemSheet';
import { formatDay } from '../../common/chinaTime';
import './messages';
import { paths } from '../../lib/paths';
import { ListOrEmpty } from '../../common/ListOrEmpty';

/** A path's id as a list id, or undefined when it is not one. */
export function pricelistId(id: string | undefined): number | undefined {
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** /pricelist/detail/{id}: a day's approved items with price and unit, filtered by tag. */
export function PricelistPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const listId = pricelistId(id);
  if (listId === undefined) {
    return (
      <Page>
        <ErrorState icon="inbox" title={t('pricelist.notFound')} />
      </Page>
    );
  }
  return (
    <Page>
      <PricelistBody id={listId} />
    </Page>
  );
}

/** The change from the previous day's price, in words (cents compared, not floats). */
function changeText(t: TFunction, price: number, previous: number): string {
  const cents = Math.round(price * 100) - Math.round(previous * 100);
  if (cents === 0) return t('pricelist.change.same');
  const amount = (Math.abs(cents) / 100).toFixed(2);
  return t(cents > 0 ? 'pricelist.change.up' : 'pricelist.change.down', { amount });
}

function changeTone(price: number, previous: number): 'critical' | 'positive' | 'muted' {
  const cents = Math.round(price * 100) - Math.round(previous * 100);
  return cents > 0 ? 'critical' : cents < 0 ? 'positive' : 'muted';
}

/** /pricelist/index: today's list, by tag or by one of the ten hot grocery words. */
export function TodaysPricelistPage() {
  return (
    <Page>
      <PricelistBody />
    </Page>
  );
}

/** A list's approved items (today's when `id` is not given), filtered by tag or hot word. */
function PricelistBody({ id }: { id?: number }) {
  const { t } = useTranslation();
  const list = useApiData(`pricelist-${id ?? 'today'}`, () =>
    id === undefined ? fetchLatestPricelist() : fetchPricelist(id),
  );
  const listId = list.data?.id;
  const tags = useApiData(`pricelist-tags-${listId ?? 'none'}`, () =>
    listId === undefined ? Promise.resolve([]) : fetchPricelistTags(listId),
  );
  const [tag, setTag] = useState<string | undefined>(undefined);
  const [word, setWord] = useState<HotKeyword | undefined>(undefined);
  const [opened, setOpened] = useState<number | undefined>(undefined);
  const { user } = useSnapshot(session);

  return (
    <DataView
      data={list}
      placeholder={<Skeleton lines={8} />}
      failure={(error) =>
        isNotFound(error) ? <ErrorState icon="inbox" title={t('pricelist.notFound')} /> : undefined
      }
    >
      {(loaded) => {
        // Anyone but an admin gets only approved items; an admin sees the public list here too.
        const items = loaded.items.filter(
          (item) =>
            item.state === 'approved' &&
            (tag === undefined || item.tags.includes(tag)) &&
            (word === undefined || item.name.includes(word.term)),
        );
        const openedItem = loaded.items.find((item) => item.id === opened);
        return (
          <Stack space="medium">
            <Heading level={2}>
              <span lang="zh-Hans">{loaded.title}</span>
            </Heading>
            {isAdmin(user) && (
              <Button variant="soft" href={paths.pricelist.approve(loaded.id)}>
                {t('pricelist.review')}
              </Button>
            )}
            {tags.data && tags.data.length > 0 && (
              <PageSection title={t('pricelist.tags')}>
                <Inline space="small">
                  <ToggleChip pressed={tag === undefined} onChange={() => setTag(undefined)}>
                    {t('pricelist.allTags')}
                  </ToggleChip>
                  {tags.data.map((name) => (
                    <ToggleChip
                      key={name}
                      pressed={tag === name}
                      onChange={(pressed) => setTag(pressed ? name : undefined)}
                      lang="zh-Hans"
                    >
                      {name}
                    </ToggleChip>
                  ))}
                </Inline>
              </PageSection>
            )}
            {id === undefined && (
              <PageSection title={t('pricelist.hot')}>
                <Inline as="ul" space="small">
                  {hotKeywords.map((hot) => (
                    <li key={hot.term}>
                      <ToggleChip
                        pressed={word?.term === hot.term}
                        onChange={(pressed) => setWord(pressed ? hot : undefined)}
                      >
                        {t(`pricelist.hotWord.${hot.key}`)}
                      </ToggleChip>
                    </li>
                  ))}
                </Inline>
              </PageSection>
            )}
            {word !== undefined && items.length === 0 ? (
              <NearestDay
                word={word.term}
                label={t(`pricelist.hotWord.${word.key}`)}
                listId={loaded.id}
                date={loaded.date}
              />
            ) : (
              <ListOrEmpty label={t('pricelist.items')} items={items} empty={t('pricelist.empty')}>
                {(item) => (
                  <ListItem
                    key={item.id}
                    onClick={() => setOpened(item.id)}
                    title={<span lang="zh-Hans">{item.name}</span>}
                    description={
                      <>
                        <Text tone="muted">{item.tags.join(' · ')}</Text>
                        {item.previousPrice !== undefined && (
                          <Text size="small" tone={changeTone(item.price, item.previousPrice)}>
                            {changeText(t, item.price, item.previousPrice)}
                          </Text>
                        )}
                      </>
                    }
                    trailing={<PriceTag amount={item.price} unit={item.unit} />}
                  />
                )}
              </ListOrEmpty>
            )}
            {openedItem && (
              <PricelistItemSheet
                item={openedItem}
                listId={loaded.id}
                date={loaded.date}
                change={
                  openedItem.previousPrice === undefined
                    ? undefined
                    : changeText(t, openedItem.price, openedItem.previousPrice)
                }
                onClose={() => setOpened(undefined)}
              />
            )}
          </Stack>
        );
      }}
    </DataView>
  );
}

/**
 * A hot word without a price on the list's day: the nearest other day that has one (a
 * link to that day's list), or that no day has.
 */
function NearestDay({
  word,
  label,
  listId,
  date,
}: {
  word: string;
  label: string;
  listId: number;
  date: string;
}) {
  const { t, i18n } = useTranslation();
  const days = useApiData(`pricelist-nearest-${word}-${date}`, () => fetchPriceDays(word, date));
  const nearest = days.data?.find((day) => day.pricelistId !== listId);
  if (days.status === 'loading') return <Skeleton lines={2} />;
  return (
    <Stack space="small" role="status">
      <Text>
        {nearest
          ? t('pricelist.nearest.found', {
              word: label,
              date: formatDay(nearest.date, i18n.language),
            })
          : t('pricelist.nearest.none', { word: label })}
      </Text>
      {nearest && (
        <Button variant="soft" href={paths.pricelist.detail(nearest.pricelistId)}>
          {t('pricelist.nearest.open', { date: formatDay(nearest.date, i18n.language) })}
        </Button>
      )}
    </Stack>
  );
}
