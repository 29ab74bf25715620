import { notBuiltYet } from '../BeingBuilt';
import { EventEnrollPage } from '../../features/event/EventEnrollPage';
import { EventIndexPage } from '../../features/event/EventIndexPage';
import type { Screen } from '../screen';

// The event area's screens. Adding an event (and who may publish one) is not built yet.

export const index: Screen = () => <EventIndexPage />;
export const enroll: Screen = ({ params }) => <EventEnrollPage id={params.id} />;
export const add = notBuiltYet('event');
