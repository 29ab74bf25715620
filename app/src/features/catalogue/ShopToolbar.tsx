import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Column, Columns, IconButton, TextField } from '@citylife/ui';
import { CartButton } from './CartButton';
import { KEYWORD_MAX, normaliseKeyword } from './hotKeywords';
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
    <Columns space="small" alignY="center">
      <Column>
        <Columns as="form" role="search" space="small" alignY="bottom" onSubmit={submit}>
          <Column>
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
          </Column>
          <Column width="content">
            <IconButton type="submit" icon="search" label={t('catalogue.toolbar.search')} />
          </Column>
        </Columns>
      </Column>
      <Column width="content">
        <CartButton />
      </Column>
    </Columns>
  );
}
