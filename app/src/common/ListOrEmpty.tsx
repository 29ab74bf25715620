import type { ReactNode } from 'react';
import { EmptyState, List, type IconName } from '@citylife/ui';

/**
 * A list named `label` with an entry (a keyed ListItem) for each of `items`, or, when there
 * are none, an empty state saying `empty`.
 */
export function ListOrEmpty<T>({
  label,
  items,
  empty,
  emptyIcon = 'inbox',
  children,
}: {
  label: string;
  items: readonly T[];
  empty: string;
  emptyIcon?: IconName;
  /** The entry of an item. */
  children: (item: T) => ReactNode;
}) {
  return items.length === 0 ? (
    <EmptyState icon={emptyIcon} title={empty} />
  ) : (
    <List aria-label={label}>{items.map((item) => children(item))}</List>
  );
}
