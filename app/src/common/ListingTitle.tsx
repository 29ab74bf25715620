import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Column, Columns, Heading, IconButton, Inline } from '@citylife/ui';
import { session } from '../stores/session';
import { FavoriteToggle, type FavoriteToggleTexts } from './FavoriteToggle';

/**
 * A listing's (a shop item's, an ad's) name, then its price beside its favourite toggle and
 * its share button.
 */
export function ListingTitle({
  id,
  name,
  price,
  alignY,
  favorited,
  save,
  favoriteTexts,
  shareLabel,
  onShare,
}: {
  id: number;
  name: string;
  price: ReactNode;
  /** How the price and the buttons line up. */
  alignY: 'center' | 'bottom';
  /** Whether the signed-in caller keeps the listing as a favourite. */
  favorited: boolean;
  save: (favorite: boolean) => Promise<{ favorited: boolean }>;
  favoriteTexts: FavoriteToggleTexts;
  shareLabel: string;
  onShare: () => void;
}) {
  const { loggedIn } = useSnapshot(session);
  return (
    <>
      <Heading level={2}>{name}</Heading>
      <Columns space="medium" alignY={alignY}>
        <Column>{price}</Column>
        <Column width="content">
          <Inline space="xsmall" wrap={false}>
            {/* Remounted on sign-in: `favorited` is the signed-in caller's. */}
            <FavoriteToggle
              key={`${id}-${String(loggedIn)}-${String(favorited)}`}
              initial={favorited}
              save={save}
              texts={favoriteTexts}
            />
            <IconButton icon="share" label={shareLabel} onClick={onShare} />
          </Inline>
        </Column>
      </Columns>
    </>
  );
}
