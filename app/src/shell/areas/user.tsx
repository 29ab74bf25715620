import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';
import { RegisterPage } from '../../features/auth/RegisterPage';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
import { ProfilePage } from '../../features/profile/ProfilePage';
import type { Screen } from '../screen';

// The user area: the profile, registration and password reset.

export const profile: Screen = () => <ProfilePage />;
export const register: Screen = () => <RegisterPage />;
export const forgotpassword: Screen = () => <ForgotPasswordPage />;
export const resetpassword: Screen = ({ params }) => (
  <ResetPasswordPage token={params.token} id={params.id} />
);
