import type { NotFoundKeys } from '../../common/DataView';
import { paths } from '../../lib/paths';

/** What a poll screen says for a missing poll, and the way back to the list. */
export const pollNotFound: NotFoundKeys = {
  title: 'poll.notFound',
  back: 'poll.backToIndex',
  backHref: paths.poll.index,
};
