import { useTranslation } from 'react-i18next';
import { Column, Columns, Inline, Select, Text, ToggleChip } from '@citylife/ui';
import { isSortKey, sortKeys, toggleTag, type SortKey } from './listing';
import './messages';

/** Tag chips that filter a listing (an item matches any chosen tag). */
export function TagFilter({
  tags,
  chosen,
  onChange,
}: {
  tags: readonly string[];
  chosen: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Inline role="group" aria-label={t('catalogue.list.tagFilter')} space="small">
      {tags.map((tag) => (
        <ToggleChip
          key={tag}
          pressed={chosen.includes(tag)}
          onChange={(on) => onChange(toggleTag(chosen, tag, on))}
        >
          {tag}
        </ToggleChip>
      ))}
    </Inline>
  );
}

/** The number of matching items and the sort order. */
export function ListingHeader({
  total,
  sort,
  onSort,
}: {
  total: number | undefined;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <Columns space="medium" alignY="bottom">
      <Column>
        <Text size="small" tone="muted" role="status" data-testid="listing-total">
          {total === undefined ? '\u00a0' : t('catalogue.list.total', { count: total })}
        </Text>
      </Column>
      <Column width="content">
        <Select
          label={t('catalogue.list.sortLabel')}
          hideLabel
          allowEmpty={false}
          value={sort}
          onChange={(value) => {
            if (isSortKey(value)) onSort(value);
          }}
          options={sortKeys.map((key) => ({ value: key, label: t(`catalogue.list.sort.${key}`) }))}
        />
      </Column>
    </Columns>
  );
}
