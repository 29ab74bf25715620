import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  List,
  ListItem,
  Page,
  PageSection,
  PriceTag,
  Skeleton,
  Stack,
  Text,
  ToggleChip,
} from '@citylife/ui';
import { failureMessage, isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';
import { fetchPricelist, fetchPricelistTags } from './api';
import './messages';

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

function PricelistBody({ id }: { id: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const list = useApiData(`pricelist-${id}`, () => fetchPricelist(id));
  const tags = useApiData(`pricelist-tags-${id}`, () => fetchPricelistTags(id));
  const [tag, setTag] = useState<string | undefined>(undefined);

  if (list.status === 'loading') return <Skeleton lines={8} />;
  if (list.status === 'failed' || !list.data) {
    return isNotFound(list.error) ? (
      <ErrorState icon="inbox" title={t('pricelist.notFound')} />
    ) : (
      <ErrorState
        description={message(failureMessage(list.error))}
        onRetry={list.reload}
        retryLabel={t('common.retry')}
      />
    );
  }
  // Anyone but an admin gets only approved items; an admin sees the public list here too.
  const items = list.data.items.filter(
    (item) => item.state === 'approved' && (tag === undefined || item.tags.includes(tag)),
  );
  return (
    <Stack space="medium">
      <Heading level={2}>{list.data.title}</Heading>
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
      {items.length === 0 ? (
        <EmptyState icon="inbox" title={t('pricelist.empty')} />
      ) : (
        <List aria-label={t('pricelist.items')}>
          {items.map((item) => (
            <ListItem
              key={item.id}
              title={<span lang="zh-Hans">{item.name}</span>}
              description={<Text tone="muted">{item.tags.join(' · ')}</Text>}
              trailing={<PriceTag amount={item.price} unit={item.unit} />}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}
