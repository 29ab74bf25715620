import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';
import { RegisterPage } from '../../features/auth/RegisterPage';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { BeingBuilt } from '../BeingBuilt';
import type { ScreenProps } from '../screen';

/** The user area: the profile, registration and password reset. */
export default function UserArea({ screen, params }: ScreenProps) {
  switch (screen) {
    case 'profile':
      return <ProfilePage />;
    case 'register':
      return <RegisterPage />;
    case 'forgotpassword':
      return <ForgotPasswordPage />;
    case 'resetpassword':
      return <ResetPasswordPage token={params.token} id={params.id} />;
    default:
      return <BeingBuilt area="user" screen={screen} />;
  }
}
