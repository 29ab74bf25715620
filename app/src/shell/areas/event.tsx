import { EventIndexPage } from '../../features/event/EventIndexPage';
import type { Screen } from '../screen';

// The event list (enrolling and adding are in `eventForm`).

export const index: Screen = () => <EventIndexPage />;
