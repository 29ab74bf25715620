import { notBuiltYet } from '../BeingBuilt';
import { PollDetailPage } from '../../features/poll/PollDetailPage';
import { PollIndexPage } from '../../features/poll/PollIndexPage';
import { PollStatPage } from '../../features/poll/PollStatPage';
import type { Screen } from '../screen';

// The poll area's screens. Submitting an entry (enroll) has not been built yet.

export const index: Screen = () => <PollIndexPage />;
export const detail: Screen = ({ params }) => <PollDetailPage id={params.id} />;
export const stat: Screen = ({ params }) => <PollStatPage id={params.id} />;
export const enroll = notBuiltYet('poll');
