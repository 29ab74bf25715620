import { useTranslation } from 'react-i18next';
import { Icon, List, ListItem, PriceTag, Text } from '@citylife/ui';
import type { ClassifiedAd } from './api';
import { classifiedPaths } from './paths';
import * as styles from './Classified.css';
import './messages';

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
  href = (ad) => classifiedPaths.ad(ad.id),
}: {
  ads: readonly ClassifiedAd[];
  label: string;
  href?: (ad: ClassifiedAd) => string;
}) {
  return (
    <List aria-label={label}>
      {ads.map((ad) => (
        <ListItem
          key={ad.id}
          href={href(ad)}
          title={ad.title}
          description={<AdPrice ad={ad} />}
          leading={
            ad.pics[0] ? (
              <img className={styles.thumb} src={ad.pics[0]} alt="" loading="lazy" />
            ) : (
              <Icon name="image" />
            )
          }
        />
      ))}
    </List>
  );
}
