import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Column, Columns, IconButton, TextField } from '@citylife/ui';
import { CartButton } from './CartButton';
import { KEYWORD_MAX, normaliseKeyword } from '../../common/hotKeywords';
import './messages';
import { paths, withQuery } from '../../lib/paths';

export function searchPath(keyword: string): string {
  return withQuery(paths.shoppingcart.search, { q: keyword });
}

/** The top row of the shop screens: a search box and the cart button. */
export function ShopToolbar() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = normaliseKeyword(text);
    navigate(keyword ? searchPath(keyword) : paths.shoppingcart.search);
  };

  return (
    <SearchRow
      label={t('catalogue.toolbar.searchLabel')}
      placeholder={t('catalogue.toolbar.searchPlaceholder')}
      value={text}
      onChange={setText}
      onSubmit={submit}
      submit={<IconButton type="submit" icon="search" label={t('catalogue.toolbar.search')} />}
    />
  );
}

/** A search form (keyword box and `submit`) with the cart button beside it. */
export function SearchRow({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  submit,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  submit: ReactNode;
}) {
  return (
    <Columns space="small" alignY="center">
      <Column>
        <Columns as="form" role="search" space="small" alignY="bottom" onSubmit={onSubmit}>
          <Column>
            <TextField
              label={label}
              hideLabel
              type="search"
              icon="search"
              value={value}
              onChange={onChange}
              maxLength={KEYWORD_MAX}
              placeholder={placeholder}
            />
          </Column>
          <Column width="content">{submit}</Column>
        </Columns>
      </Column>
      <Column width="content">
        <CartButton />
      </Column>
    </Columns>
  );
}
