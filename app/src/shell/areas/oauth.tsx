import { OAuthPage } from '../../features/auth/OAuthPage';
import type { ScreenProps } from '../screen';

/** The social sign-in routes: /oauth/{type} and /oauth/index/{type}. */
export default function OAuthArea({ screen, params }: ScreenProps) {
  return <OAuthPage type={screen === 'index' ? params.type : screen} />;
}
