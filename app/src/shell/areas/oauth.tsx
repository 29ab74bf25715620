import { OAuthPage } from '../../features/auth/OAuthPage';
import type { Screen } from '../screen';

// The social sign-in routes: /oauth/{type} and /oauth/index/{type}.

export const index: Screen = ({ params }) => <OAuthPage type={params.type} />;
export const wechat: Screen = () => <OAuthPage type="wechat" />;
export const wechatweb: Screen = () => <OAuthPage type="wechatweb" />;
export const wechatapp: Screen = () => <OAuthPage type="wechatapp" />;
export const wechatmobileapp: Screen = () => <OAuthPage type="wechatmobileapp" />;
export const appleapp: Screen = () => <OAuthPage type="appleapp" />;
export const appleweb: Screen = () => <OAuthPage type="appleweb" />;
export const github: Screen = () => <OAuthPage type="github" />;
export const douyinapplet: Screen = () => <OAuthPage type="douyinapplet" />;
