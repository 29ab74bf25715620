import { useId } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import { PriceTag } from '../PriceTag/PriceTag';
import * as styles from './ItemCard.css';

/** Length, in characters, of the description excerpt on a card. */
export const EXCERPT_LENGTH = 30;

export interface ItemCountry {
  /** ISO code, shown when there is no flag picture. */
  code: string;
  name: string;
  /** A flag picture. */
  flag?: string;
}

export interface ItemCardItem {
  id: string | number;
  name: string;
  description?: string;
  /** The main picture. */
  pic: string;
  country?: ItemCountry;
  price: number;
  unit?: string;
}

export interface ItemCardProps<T extends ItemCardItem = ItemCardItem> {
  item: T;
  /** Tapping the card: open the item's detail view. */
  onClick: (item: T) => void;
  /** The cart button; leave out to hide it. */
  onAddToCart?: (item: T) => void;
  lang?: string;
}

/** The first `length` characters of `text` (by code point), with an ellipsis when cut. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const characters = Array.from(text.trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text.trim();
}

/** A product tile: picture, origin flag, name, 30-character excerpt, price, cart button. */
export function ItemCard<T extends ItemCardItem>({
  item,
  onClick,
  onAddToCart,
  lang,
}: ItemCardProps<T>) {
  const { t } = useKitMessages();
  const id = useId();
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`} lang={lang}>
      <div className={styles.media}>
        <img className={styles.picture} src={item.pic} alt="" loading="lazy" />
        {item.country && (
          <span className={styles.flag}>
            {item.country.flag ? (
              <img
                className={styles.flagImage}
                src={item.country.flag}
                alt={t('item.origin', { country: item.country.name })}
              />
            ) : (
              <abbr title={t('item.origin', { country: item.country.name })}>
                {item.country.code}
              </abbr>
            )}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} id={`${id}-name`}>
          <button type="button" className={styles.open} onClick={() => onClick(item)}>
            {item.name}
          </button>
        </h3>
        {item.description && <p className={styles.excerpt}>{excerpt(item.description)}</p>}
      </div>
      <div className={styles.footer}>
        <PriceTag amount={item.price} unit={item.unit} size="small" />
        {onAddToCart && (
          <IconButton
            className={styles.cart}
            icon="cart"
            tone="brand"
            variant="soft"
            size="small"
            label={t('item.addToCart', { name: item.name })}
            onClick={() => onAddToCart(item)}
          />
        )}
      </div>
    </article>
  );
}
