import { useTranslation } from 'react-i18next';
import { Icon, List, ListItem, PriceTag, Text } from '@citylife/ui';
import type { ClassifiedAd } from './api';
import { paths } from '../../lib/paths';
import './messages';
import { Thumbnail } from '../../common/pictures/Thumbnail';

/** Rows whose picture loads at once; further ones load as they scroll near. */
const EAGER_ROWS = 4;

/** An ad's price, or "negotiable" when it has none. */
export function AdPrice({ ad, size }: { ad: ClassifiedAd; size?: 'standard' | 'large' }) {
  const { t } = useTranslation();
  if (ad.price === undefined) {
    return <Text tone="muted">{t('classified.negotiable')}</Text>;
  }
  return <PriceTag amount={ad.price} size={size ?? 'standard'} />;
}

/** Ads as rows: first picture, title, price; each leads to the ad (or `href` of it). */
export function AdList({
  ads,
  label,
  href = (ad) => paths.classified.ad(ad.id),
  pictures = true,
}: {
  ads: readonly ClassifiedAd[];
  label: string;
  href?: (ad: ClassifiedAd) => string;
  /** Without pictures the rows are text only (a first screen that paints at once). */
  pictures?: boolean;
}) {
  return (
    <List aria-label={label}>
      {ads.map((ad, position) => (
        <ListItem
          key={ad.id}
          href={href(ad)}
          title={ad.title}
          description={<AdPrice ad={ad} />}
          leading={
            !pictures ? undefined : ad.pics[0] ? (
              <Thumbnail
                size={56}
                display="block"
                radius="medium"
                src={ad.pics[0]}
                alt=""
                // The first rows show at once (one is likely the largest paint); the rest wait.
                loading={position < EAGER_ROWS ? 'eager' : 'lazy'}
              />
            ) : (
              <Icon name="image" />
            )
          }
        />
      ))}
    </List>
  );
}
