import { LabIndexPage } from '../../features/lab/LabIndexPage';
import { LabPageScreen } from '../../features/lab/LabPageScreen';
import type { Screen } from '../screen';

// The lab area: its index and one screen per lab page (app/src/features/lab/pages.ts).
// Pages with a route of their own need sign-in (`signin`, `chat`) or have a set path (`vuevr`).

export const index: Screen = () => <LabIndexPage />;
export const signin: Screen = () => <LabPageScreen name="signin" />;
export const chat: Screen = () => <LabPageScreen name="chat" />;
export const vuevr: Screen = () => <LabPageScreen name="vuevr" />;
export const page: Screen = ({ params }) => <LabPageScreen name={params.name} />;
