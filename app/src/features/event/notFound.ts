import type { NotFoundKeys } from '../../common/DataView';
import { paths } from '../../lib/paths';

/** What an event screen says for a missing event, and the way back to the list. */
export const eventNotFound: NotFoundKeys = {
  title: 'event.notFound',
  back: 'event.backToIndex',
  backHref: paths.event.index,
};
