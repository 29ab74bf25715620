import { EventAddPage } from '../../features/event/EventAddPage';
import { EventEnrollPage } from '../../features/event/EventEnrollPage';
import type { Screen } from '../screen';

// Enrolling in an event and adding one: the event forms, a chunk apart from the list.

export const enroll: Screen = ({ params }) => <EventEnrollPage id={params.id} />;
export const add: Screen = () => <EventAddPage />;
