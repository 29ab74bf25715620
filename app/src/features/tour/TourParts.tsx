import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Icon,
  Inline,
  Page,
  PageSection,
  Skeleton,
  Stack,
  Text,
  Tiles,
} from '@citylife/ui';
import { failureMessage, isNotFound } from '../../api/failureMessage';
import { useApiData, type ApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { PageSkeleton } from '../../common/PageSkeleton';
import { PictureGallery } from '../../common/gallery/PictureGallery';
import { usePageShare } from '../../common/share/usePageShare';
import { useMessage } from '../../i18n/useMessage';
import { useScreenTitle } from '../../common/useScreenTitle';
import { parseTourId, plainText } from './format';
import { paths } from '../../lib/paths';
import { mapPath, type MapFocus } from '../../common/mapFocus';
import * as styles from './Tour.css';
import './messages';

/**
 * A tour item named by the path's id: loaded again when the id changes. A malformed id
 * never reaches the server; it reads as "not found", as a missing one does.
 */
export function useTourItem<T>(
  kind: string,
  param: string | undefined,
  load: (id: number) => Promise<T>,
) {
  const id = parseTourId(param);
  const data = useApiData(`tour-${kind}-${param ?? ''}`, () =>
    id === undefined ? Promise.reject(new Error(`not a ${kind} id`)) : load(id),
  );
  return {
    ...data,
    notFound: id === undefined || (data.status === 'failed' && isNotFound(data.error)),
  };
}

/**
 * What a tour screen shows for its data: the skeleton while loading, the not-found state
 * (with a way back to the tour), the failure with a retry, else `children(data)`.
 */
export function TourLoaded<T>({
  item,
  notFound,
  children,
}: {
  item: ApiData<T> & { notFound: boolean };
  /** The not-found title, e.g. "This city does not exist". */
  notFound: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  if (item.notFound) {
    return (
      <Page>
        <EmptyState
          icon="inbox"
          title={notFound}
          action={
            <Button variant="soft" href={paths.tour.index}>
              {t('tour.backToTour')}
            </Button>
          }
        />
      </Page>
    );
  }
  return (
    <DataView
      data={item}
      placeholder={<PageSkeleton pictureHeight={200} />}
      failure={(error) => (
        <Page>
          <ErrorState
            description={message(failureMessage(error))}
            onRetry={item.reload}
            retryLabel={t('common.retry')}
          />
        </Page>
      )}
    >
      {children}
    </DataView>
  );
}

/** The tour items that have a screen of their own, named by the path's id. */
export type TourItemKind = 'city' | 'site' | 'route' | 'place' | 'attraction';

/**
 * The screen of one tour item named by the path's id: `load` fetches it, the screen
 * shows the loading, not-found (`tour.<kind>.notFound`) and failure states, then
 * `render(item)`.
 */
export function tourItemPage<T>(
  kind: TourItemKind,
  load: (id: number) => Promise<T>,
  render: (item: T) => ReactNode,
) {
  return function TourItemPage({ id }: { id: string | undefined }) {
    const { t } = useTranslation();
    const item = useTourItem(kind, id, load);
    return (
      <TourLoaded item={item} notFound={t(`tour.${kind}.notFound`)}>
        {render}
      </TourLoaded>
    );
  };
}

/**
 * A titled section of tour items as tiles (the list is named by the title), or the
 * empty state when there are none.
 */
export function TourTileSection<T extends { id: number }>({
  title,
  empty,
  items,
  columns,
  space,
  children,
}: {
  title: string;
  /** The empty state's title. */
  empty: string;
  items: readonly T[];
  columns: 1 | 2;
  space: 'small' | 'medium';
  /** The tile of an item (its index counts the tiles before it). */
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <PageSection title={title}>
      {items.length === 0 ? (
        <EmptyState icon="inbox" title={empty} />
      ) : (
        <Tiles as="ul" columns={columns} space={space} aria-label={title}>
          {items.map((item, index) => (
            <li key={item.id}>{children(item, index)}</li>
          ))}
        </Tiles>
      )}
    </PageSection>
  );
}

/**
 * A tour item's screen: its header (pictures, name, `facts`, actions), its description,
 * then `children` (its scenic areas, stops, places near it...). The item's name is the
 * screen's title.
 */
export function TourItemScreen({
  facts,
  children,
  ...header
}: Omit<Parameters<typeof ItemHeader>[0], 'children'> & {
  /** Facts under the name (distance, type...). */
  facts?: ReactNode;
  children?: ReactNode;
}) {
  useScreenTitle(header.item.name);
  return (
    <Page>
      <ItemHeader {...header}>{facts}</ItemHeader>
      <Description html={header.item.description} />
      {children}
    </Page>
  );
}

/** An item's pictures (swipe between several), its name and its actions. */
export function ItemHeader({
  item,
  picture,
  pictures = [picture],
  map,
  extra,
  children,
}: {
  /** The item shown and shared: its name, and its description as plain text. */
  item: { id: number; name: string; description: string };
  /** The item's picture: the one shared, and the gallery's when `pictures` is not given. */
  picture: string;
  pictures?: readonly string[];
  /** Where the map opens: centred on the item, or its default view. */
  map: MapFocus | undefined;
  /** More actions after share and map (the AR view of a place). */
  extra?: ReactNode;
  /** Facts under the name (distance, type...). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { name } = item;
  const sharing = usePageShare({
    key: item.id,
    title: name,
    description: plainText(item.description),
    picture,
  });
  return (
    <Stack space="medium">
      <PictureGallery
        pictures={pictures}
        shape="wide"
        label={t('tour.gallery', { name })}
        pictureLabel={(index, count) => t('tour.picture', { index, count })}
      />
      <Heading level={2}>{name}</Heading>
      {children}
      <Inline space="small">
        <Button variant="soft" size="small" icon={<Icon name="share" />} onClick={sharing.open}>
          {t('tour.actions.share')}
        </Button>
        <Button variant="soft" size="small" icon={<Icon name="location" />} href={mapPath(map)}>
          {t('tour.actions.map')}
        </Button>
        {extra}
      </Inline>
      {sharing.dialogs}
    </Stack>
  );
}

// The HTML sanitiser loads only for a description that has markup.
const RichText = lazy(() =>
  import('../../common/RichText').then((module) => ({ default: module.RichText })),
);

/** A description from the server: plain text as it is, HTML sanitised. */
export function Description({ html }: { html: string }) {
  if (html.trim() === '') return null;
  if (!/[<&]/.test(html)) {
    return (
      <Text lineHeight="standard" breakWord keepLineBreaks>
        {html.trim()}
      </Text>
    );
  }
  return (
    <Suspense fallback={<Skeleton lines={3} />}>
      <RichText html={html} />
    </Suspense>
  );
}

/** A link to a tour item as a tile: its picture, its name and a detail line. */
export function TourTile({
  href,
  picture,
  name,
  detail,
  eager = false,
}: {
  href: string;
  picture: string;
  name: string;
  detail?: ReactNode;
  /** A tile in the first screenful: its picture is fetched at once, the others when near. */
  eager?: boolean;
}) {
  return (
    <Box
      as="a"
      href={href}
      className={styles.tile}
      display="flex"
      flexDirection="column"
      borderRadius="large"
      overflow="hidden"
      background="surface"
      boxShadow="small"
    >
      <img
        className={styles.tilePicture}
        src={picture}
        alt=""
        {...(eager ? { fetchPriority: 'high' } : { loading: 'lazy' })}
      />
      <Box padding="small">
        <Stack space="xsmall">
          <Text weight="medium" maxLines={1}>
            {name}
          </Text>
          {detail && (
            <Text size="small" tone="muted" maxLines={2}>
              {detail}
            </Text>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
