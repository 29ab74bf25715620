import { PollDetailPage } from '../../features/poll/PollDetailPage';
import { PollEnrollPage } from '../../features/poll/PollEnrollPage';
import { PollIndexPage } from '../../features/poll/PollIndexPage';
import { PollStatPage } from '../../features/poll/PollStatPage';
import type { Screen } from '../screen';

// The poll area's screens.

export const index: Screen = () => <PollIndexPage />;
export const detail: Screen = ({ params }) => <PollDetailPage id={params.id} />;
export const stat: Screen = ({ params }) => <PollStatPage id={params.id} />;
export const enroll: Screen = () => <PollEnrollPage />;
