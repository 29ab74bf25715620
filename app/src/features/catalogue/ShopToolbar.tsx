import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { IconButton, TextField } from '@citylife/ui';
import { CartButton } from './CartButton';
import { KEYWORD_MAX, normaliseKeyword } from './hotKeywords';
import * as styles from './Catalogue.css';
import './messages';

export function searchPath(keyword: string): string {
  return `/shoppingcart/search?q=${encodeURIComponent(keyword)}`;
}

/** The top row of the shop screens: a search box and the cart button. */
export function ShopToolbar() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = normaliseKeyword(text);
    navigate(keyword ? searchPath(keyword) : '/shoppingcart/search');
  };

  return (
    <div className={styles.toolbar}>
      <form role="search" className={styles.searchForm} onSubmit={submit}>
        <div className={styles.grow}>
          <TextField
            label={t('catalogue.toolbar.searchLabel')}
            hideLabel
            type="search"
            icon="search"
            value={text}
            onChange={setText}
            maxLength={KEYWORD_MAX}
            placeholder={t('catalogue.toolbar.searchPlaceholder')}
          />
        </div>
        <IconButton type="submit" icon="search" label={t('catalogue.toolbar.search')} />
      </form>
      <CartButton />
    </div>
  );
}
