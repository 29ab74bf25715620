import { EventAddPage } from '../../features/event/EventAddPage';
import { EventEnrollPage } from '../../features/event/EventEnrollPage';
import { EventIndexPage } from '../../features/event/EventIndexPage';
import type { Screen } from '../screen';

// The event area's screens.

export const index: Screen = () => <EventIndexPage />;
export const enroll: Screen = ({ params }) => <EventEnrollPage id={params.id} />;
export const add: Screen = () => <EventAddPage />;
