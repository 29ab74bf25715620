import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useSnapshot } from 'valtio';
import { Avatar, Button, Skeleton, useKitMessages, usePagedList } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { preferences } from '../../stores/preferences';
import { REVIEW_PAGE_SIZE, fetchReviewSummary, fetchReviews, type ReviewSummary } from './api';
import * as styles from './Catalogue.css';
import './messages';

const STAR_LEVELS = [5, 4, 3, 2, 1] as const;

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t('catalogue.reviews.rating', { rating })}
    >
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  );
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  return (
    <div className={styles.reviewSummary}>
      <div>
        <div className={styles.average}>{summary.average.toFixed(1)}</div>
        <Stars rating={summary.average} />
      </div>
      <div>
        <p className={styles.muted} data-testid="review-summary">
          {t('catalogue.reviews.summary', {
            average: summary.average.toFixed(1),
            count: summary.count,
          })}
        </p>
        <ul className={styles.distribution} aria-label={t('catalogue.reviews.distribution')}>
          {STAR_LEVELS.map((level) => {
            const count = summary.distribution[level];
            const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
            return (
              <li key={level} className={styles.distributionRow}>
                <span>{t('catalogue.reviews.stars', { count: level })}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span
                    className={styles.barFill}
                    style={{ display: 'block', width: `${share}%` }}
                  />
                </span>
                <span>{count}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The reviews of an item: the summary, then the reviews newest first, 10 a page. */
export function ItemReviews({ itemId, itemName }: { itemId: number; itemName: string }) {
  const { t } = useTranslation();
  const kit = useKitMessages();
  const { locale } = useSnapshot(preferences);
  const summary = useApiData(`review-summary-${itemId}`, () => fetchReviewSummary(itemId));
  const reviews = usePagedList(
    (pageno, pagesize) => fetchReviews(itemId, pageno, pagesize).then((page) => page.objects),
    REVIEW_PAGE_SIZE,
  );
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  return (
    <section className={styles.section} aria-labelledby="item-reviews">
      <h2 id="item-reviews" className={styles.sectionTitle}>
        {t('catalogue.reviews.title')}
      </h2>
      {summary.status === 'loading' && <Skeleton lines={2} />}
      {summary.data && summary.data.count > 0 && <Summary summary={summary.data} />}
      {summary.data?.count === 0 && <p className={styles.muted}>{t('catalogue.reviews.none')}</p>}
      {reviews.items.length > 0 && (
        <ul
          className={styles.reviewList}
          aria-label={t('catalogue.reviews.list', { name: itemName })}
        >
          {reviews.items.map((review) => (
            <li key={review.id} className={styles.review}>
              <div className={styles.reviewHeader}>
                <Avatar
                  name={review.user.nickname}
                  src={review.user.avatar || undefined}
                  size="small"
                />
                <strong>{review.user.nickname}</strong>
                <Stars rating={review.rating} />
                <time className={styles.muted} dateTime={review.createdTime}>
                  {dateFormat.format(dayjs(review.createdTime).toDate())}
                </time>
              </div>
              {review.content && <p className={styles.paragraph}>{review.content}</p>}
              {review.pics.length > 0 && (
                <div className={styles.reviewPictures}>
                  {review.pics.map((pic) => (
                    <img
                      key={pic}
                      className={styles.reviewPicture}
                      src={pic}
                      alt=""
                      loading="lazy"
                    />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {reviews.status === 'idle' && (
        <Button variant="soft" onClick={reviews.loadMore}>
          {kit.t('list.loadMore')}
        </Button>
      )}
    </section>
  );
}
