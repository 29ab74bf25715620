import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Page,
  PriceTag,
  Skeleton,
  Stack,
  Text,
  useSnackbar,
} from '@citylife/ui';
import { ApiError } from '@citylife/api-client';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { useMessage } from '../../i18n/useMessage';
import { fetchPendingItems, reviewItems } from './api';
import { pricelistId } from './PricelistPage';
import './messages';

/** Whether a failed call was the server refusing the caller (signed out, or not an admin). */
function isRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * /pricelist/approve/{id} (admins): the items waiting for review; the chosen ones are
 * approved or rejected in one call and leave the queue. Whether the caller may review is the
 * server's answer, not the app's guess.
 */
export function ApprovePage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const listId = pricelistId(id);
  return (
    <Page>
      {listId === undefined ? (
        <ErrorState icon="inbox" title={t('pricelist.notFound')} />
      ) : (
        <ReviewQueue id={listId} />
      )}
    </Page>
  );
}

function ReviewQueue({ id }: { id: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const queue = useApiData(`pricelist-pending-${id}`, () => fetchPendingItems(id));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);

  return (
    <DataView
      data={queue}
      placeholder={<Skeleton lines={6} />}
      failure={(error) =>
        isRefused(error) ? (
          <ErrorState
            icon="lock"
            title={t('pricelist.approve.refused')}
            description={message(failureMessage(error))}
          />
        ) : undefined
      }
    >
      {(items) => {
        const selected = items.filter((item) => chosen.has(item.id)).map((item) => item.id);

        const review = async (decision: 'approve' | 'reject') => {
          setBusy(true);
          try {
            const done = await reviewItems(selected, decision);
            snackbar.show(
              t(
                decision === 'approve'
                  ? 'pricelist.approve.approved'
                  : 'pricelist.approve.rejected',
                {
                  n: done.length,
                },
              ),
              { tone: 'positive', topic: 'pricelist-review' },
            );
            setChosen(new Set());
            queue.reload();
          } catch {
            // The client's alert has told the reason; the queue stays as it was (all or nothing).
          } finally {
            setBusy(false);
          }
        };

        const toggle = (itemId: number, on: boolean) => {
          const next = new Set(chosen);
          if (on) next.add(itemId);
          else next.delete(itemId);
          setChosen(next);
        };

        return (
          <Stack space="medium">
            <Heading level={2}>{t('pricelist.approve.title')}</Heading>
            {items.length === 0 ? (
              <EmptyState icon="inbox" title={t('pricelist.approve.empty')} />
            ) : (
              <>
                <Stack space="small" as="ul" aria-label={t('pricelist.approve.queue')}>
                  {items.map((item) => (
                    <li key={item.id}>
                      <Checkbox
                        checked={chosen.has(item.id)}
                        onChange={(on) => toggle(item.id, on)}
                        label={
                          <Inline space="small">
                            <span lang="zh-Hans">{item.name}</span>
                            <PriceTag amount={item.price} unit={item.unit} />
                          </Inline>
                        }
                      />
                    </li>
                  ))}
                </Stack>
                <Text tone="muted">{t('pricelist.approve.selected', { n: selected.length })}</Text>
                <Inline space="small">
                  <Button
                    disabled={busy || selected.length === 0}
                    onClick={() => void review('approve')}
                  >
                    {t('pricelist.approve.approve')}
                  </Button>
                  <Button
                    variant="soft"
                    disabled={busy || selected.length === 0}
                    onClick={() => void review('reject')}
                  >
                    {t('pricelist.approve.reject')}
                  </Button>
                </Inline>
              </>
            )}
          </Stack>
        );
      }}
    </DataView>
  );
}
