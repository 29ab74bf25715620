import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button, EmptyState, IconButton, Inline, Page, PageSection, Text } from '@citylife/ui';
import { SEARCH_PAGE_SIZE, searchItems, type ItemMeta } from './api';
import { hotKeywords, normaliseKeyword } from '../../common/hotKeywords';
import { ItemTileGrid } from './ItemTile';
import { SearchRow, searchPath } from './ShopToolbar';
import { useAddToCart } from './useAddToCart';
import './messages';

/**
 * /shoppingcart/search?q=: a keyword box, the number of results, results 10 a page
 * behind "Load more", and the ten hot keywords.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const keyword = normaliseKeyword(new URLSearchParams(useSearch()).get('q') ?? '');
  const addToCart = useAddToCart();
  const [text, setText] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  const [total, setTotal] = useState<{ keyword: string; count: number }>();
  // The box follows the URL (back and forward, a hot keyword).
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }

  const search = (next: string) => {
    navigate(searchPath(next), { replace: Boolean(keyword) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normaliseKeyword(text);
    if (next) search(next);
  };

  const loadPage = async (pageno: number, pagesize: number): Promise<readonly ItemMeta[]> => {
    const page = await searchItems(keyword, pageno, pagesize);
    setTotal({ keyword, count: page.total });
    return page.objects;
  };

  return (
    <Page width="wide">
      <SearchRow
        label={t('catalogue.search.keyword')}
        placeholder={t('catalogue.search.placeholder')}
        value={text}
        onChange={setText}
        onSubmit={submit}
        submit={<IconButton type="submit" icon="search" label={t('catalogue.search.submit')} />}
      />

      <PageSection title={t('catalogue.search.hot')}>
        <Inline as="ul" space="small">
          {hotKeywords.map(({ term, key }) => (
            <li key={term}>
              <Button
                size="small"
                variant={term === keyword ? 'solid' : 'soft'}
                pressed={term === keyword}
                onClick={() => search(term)}
              >
                {t(`catalogue.hot.${key}`)}
              </Button>
            </li>
          ))}
        </Inline>
      </PageSection>

      {keyword ? (
        <PageSection title={t('catalogue.search.resultList')}>
          <Text size="small" tone="muted" role="status" data-testid="search-total">
            {total?.keyword === keyword
              ? t('catalogue.search.results', { count: total.count, keyword })
              : '\u00a0'}
          </Text>
          <ItemTileGrid
            key={keyword}
            label={t('catalogue.search.resultList')}
            loadPage={loadPage}
            pageSize={SEARCH_PAGE_SIZE}
            addToCart={addToCart}
            empty={<EmptyState icon="search" title={t('catalogue.search.none', { keyword })} />}
          />
        </PageSection>
      ) : (
        <Text size="small" tone="muted">
          {t('catalogue.search.prompt')}
        </Text>
      )}
      {addToCart.dialog}
    </Page>
  );
}
