import { AdminPage } from '../../features/admin/AdminPage';
import type { Screen } from '../screen';

// The administrators' page, a chunk of its own: nobody else loads its code.

export const index: Screen = () => <AdminPage />;
