import { MyRegistrations, RegistrationHome } from '../../features/registration/RegistrationPages';
import type { Screen } from '../screen';

// The return-registration area: its home (register, my registrations, feedback) and the
// caller's registrations.

export const home: Screen = () => <RegistrationHome />;
export const mine: Screen = () => <MyRegistrations />;
