import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import {
  Avatar,
  Box,
  Button,
  Column,
  Columns,
  Inline,
  PageSection,
  ProgressBar,
  Skeleton,
  Stack,
  Text,
  textStyle,
  useKitMessages,
  usePagedList,
  useSnackbar,
} from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { formatChinaDate } from '../../common/chinaTime';
import { DataView } from '../../common/DataView';
import { pictureUploader } from '../../common/pictures/upload';
import { preferences } from '../../stores/preferences';
import { session } from '../../stores/session';
import {
  REVIEW_PAGE_SIZE,
  createReview,
  fetchReviewStanding,
  fetchReviewSummary,
  fetchReviews,
  type ReviewSummary,
} from './api';
import { ReviewFormDialog } from './ReviewFormDialog';
import * as styles from './Catalogue.css';
import './messages';
import { Thumbnail } from '../../common/pictures/Thumbnail';

const STAR_LEVELS = [5, 4, 3, 2, 1] as const;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <Text
      as="span"
      tone="caution"
      role="img"
      aria-label={t('catalogue.reviews.rating', { rating })}
    >
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </Text>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  return (
    <Columns space="large" alignY="center">
      <Column width="content">
        <Text size="xxlarge" weight="strong" tone="price">
          {summary.average.toFixed(1)}
        </Text>
        <Stars rating={summary.average} />
      </Column>
      <Column>
        <Text size="small" tone="muted" data-testid="review-summary">
          {t('catalogue.reviews.summary', {
            average: summary.average.toFixed(1),
            count: summary.count,
          })}
        </Text>
        <Stack
          as="ul"
          space="xxsmall"
          aria-label={t('catalogue.reviews.distribution')}
          className={textStyle({ size: 'xsmall' })}
        >
          {STAR_LEVELS.map((level) => {
            const count = summary.distribution[level];
            const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
            const label = t('catalogue.reviews.stars', { count: level });
            return (
              <li key={level} className={styles.distributionRow}>
                <span>{label}</span>
                <Box aria-hidden="true">
                  <ProgressBar label={label} value={share} tone="caution" />
                </Box>
                <span>{count}</span>
              </li>
            );
          })}
        </Stack>
      </Column>
    </Columns>
  );
}

const uploadReviewPicture = pictureUploader('review');

/**
 * The signed-in member's part of the reviews: Write a review once they bought the item (the
 * form opens by itself from an order's "Review" link, `?review=1`), else why they cannot.
 */
function MyReview({
  itemId,
  itemName,
  version,
  onReviewed,
}: {
  itemId: number;
  itemName: string;
  version: number;
  onReviewed: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const asked = new URLSearchParams(useSearch()).get('review') === '1';
  const standing = useApiData(`review-standing-${itemId}-${version}`, () =>
    fetchReviewStanding(itemId),
  );
  const [writing, setWriting] = useState(false);
  const canReview = standing.data?.bought === true && standing.data.review === undefined;

  useEffect(() => {
    if (asked && canReview) setWriting(true);
  }, [asked, canReview]);

  if (!standing.data) return null;
  return (
    <>
      {canReview ? (
        <Button variant="soft" onClick={() => setWriting(true)}>
          {t('catalogue.reviews.writeAction')}
        </Button>
      ) : (
        <Text size="small" tone="muted" data-testid="my-review">
          {standing.data.review ? t('catalogue.reviews.reviewed') : t('catalogue.reviews.buyFirst')}
        </Text>
      )}
      {writing && (
        <ReviewFormDialog
          itemId={itemId}
          itemName={itemName}
          send={createReview}
          upload={uploadReviewPicture}
          onClose={() => setWriting(false)}
          onSaved={() => {
            setWriting(false);
            snackbar.show(t('catalogue.reviews.published'), { tone: 'positive' });
            onReviewed();
          }}
        />
      )}
    </>
  );
}

/**
 * The reviews of an item: the summary, the member's own part (write a review once bought),
 * then the reviews newest first, 10 a page.
 */
export function ItemReviews({ itemId, itemName }: { itemId: number; itemName: string }) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useSnapshot(preferences);
  const { loggedIn } = useSnapshot(session);
  // Goes up with each review the member publishes: the summary and the list are read again.
  const [version, setVersion] = useState(0);
  const summary = useApiData(`review-summary-${itemId}-${version}`, () =>
    fetchReviewSummary(itemId),
  );
  const reviews = usePagedList(
    (pageno, pagesize) => fetchReviews(itemId, pageno, pagesize).then((page) => page.objects),
    REVIEW_PAGE_SIZE,
  );
  const reviewed = () => {
    setVersion((value) => value + 1);
    reviews.reload();
  };

  return (
    <PageSection title={t('catalogue.reviews.title')}>
      <DataView data={summary} placeholder={<Skeleton lines={2} />} failure={() => null}>
        {(loaded) =>
          loaded.count > 0 ? (
            <Summary summary={loaded} />
          ) : (
            <Text size="small" tone="muted">
              {t('catalogue.reviews.none')}
            </Text>
          )
        }
      </DataView>
      {loggedIn && (
        <MyReview itemId={itemId} itemName={itemName} version={version} onReviewed={reviewed} />
      )}
      {reviews.items.length > 0 && (
        <Stack as="ul" space="medium" aria-label={t('catalogue.reviews.list', { name: itemName })}>
          {reviews.items.map((review) => (
            <Box
              as="li"
              key={review.id}
              display="grid"
              gap="xsmall"
              paddingBottom="medium"
              className={styles.review}
            >
              <Inline space="small" className={textStyle({ size: 'small' })}>
                <Avatar
                  name={review.user.nickname}
                  src={review.user.avatar || undefined}
                  size="small"
                />
                <strong>{review.user.nickname}</strong>
                <Stars rating={review.rating} />
                <Text as="time" tone="muted" dateTime={review.createdTime}>
                  {formatChinaDate(review.createdTime, locale)}
                </Text>
              </Inline>
              {review.content && (
                <Text lineHeight="standard" keepLineBreaks>
                  {review.content}
                </Text>
              )}
              {review.pics.length > 0 && (
                <Inline space="xsmall">
                  {review.pics.map((pic) => (
                    <Thumbnail key={pic} size={64} radius="small" src={pic} alt="" loading="lazy" />
                  ))}
                </Inline>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {reviews.status === 'idle' && (
        <Button variant="soft" onClick={reviews.loadMore}>
          {kit.t('list.loadMore')}
        </Button>
      )}
    </PageSection>
  );
}
