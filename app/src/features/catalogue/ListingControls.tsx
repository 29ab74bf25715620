import { useTranslation } from 'react-i18next';
import { Select, ToggleChip } from '@citylife/ui';
import { isSortKey, sortKeys, toggleTag, type SortKey } from './listing';
import * as styles from './Catalogue.css';
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
    <div role="group" aria-label={t('catalogue.list.tagFilter')} className={styles.chipRow}>
      {tags.map((tag) => (
        <ToggleChip
          key={tag}
          pressed={chosen.includes(tag)}
          onChange={(on) => onChange(toggleTag(chosen, tag, on))}
        >
          {tag}
        </ToggleChip>
      ))}
    </div>
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
    <div className={styles.listHeader}>
      <p className={styles.muted} role="status" data-testid="listing-total">
        {total === undefined ? '\u00a0' : t('catalogue.list.total', { count: total })}
      </p>
      <div>
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
      </div>
    </div>
  );
}
