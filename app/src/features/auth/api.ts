import { api } from '../../api/client';
import { hashPassword } from './password';

/**
 * The auth calls. Sign-in and form calls turn the snackbar off (`alert: false`): their
 * failures show under the fields or in an alert of the screen that made them.
 */

/**
 * A new proof-of-work challenge for the track, at the level `account` (a mobile number or
 * email address, when the form names one) needs.
 */
export function fetchChallenge(trackId: string, account?: string) {
  return api.call(
    (client) =>
      client.GET('/captcha/refresh/{trackId}/', {
        params: { path: { trackId }, query: account === undefined ? {} : { account } },
      }),
    { alert: false, loading: false },
  );
}

export function sendLoginCode(mobile: string, captchainput: string, sessionId: string) {
  return api.call(
    (client) =>
      client.POST('/user/sendMobileLoginCode/', { body: { mobile, captchainput, sessionId } }),
    { alert: false },
  );
}

export function signInWithPasscode(body: {
  mobile: string;
  passcode: string;
  captchainput: string;
  sessionId: string;
}) {
  return api.call((client) => client.POST('/user/mobileAuth/', { body }), { alert: false });
}

export async function signInWithPassword(body: {
  email: string;
  password: string;
  captchainput: string;
  sessionId: string;
}) {
  const password = await hashPassword(body.password);
  return api.call((client) => client.POST('/user/auth2/', { body: { ...body, password } }), {
    alert: false,
  });
}

export function signInWithToken(token: string) {
  return api.call((client) => client.POST('/user/tokenAuth/', { body: { token } }), {
    alert: false,
  });
}

export function signInWithWechatCode(code: string) {
  return api.call(
    (client) => client.GET('/oauth/wechatCodeAuth/', { params: { query: { code } } }),
    { alert: false },
  );
}

export function signOut() {
  return api.call((client) => client.POST('/user/logout/'), { alert: false });
}

export function fetchUserInfo() {
  return api.call((client) => client.GET('/user/getUserInfo/'), { loading: false });
}

export async function register(body: {
  mobile: string;
  passcode: string;
  password: string;
  nickname: string;
  captchainput: string;
  sessionId: string;
}) {
  const password = await hashPassword(body.password);
  return api.call((client) => client.POST('/user/register/', { body: { ...body, password } }), {
    alert: false,
  });
}

export function requestPasswordReset(body: {
  email: string;
  captchainput: string;
  sessionId: string;
}) {
  return api.call((client) => client.POST('/user/forgotPassword/', { body }), { alert: false });
}

export async function resetPassword(body: {
  id: number;
  token: string;
  newpassword: string;
  passwordconfirm: string;
}) {
  const [newpassword, passwordconfirm] = await Promise.all([
    hashPassword(body.newpassword),
    hashPassword(body.passwordconfirm),
  ]);
  return api.call(
    (client) =>
      client.POST('/user/resetPassword/', { body: { ...body, newpassword, passwordconfirm } }),
    { alert: false },
  );
}

/** The official account's app id, from the JS-SDK sign package of `pageUrl`. */
export async function fetchWechatAppId(pageUrl: string): Promise<string> {
  const signPackage = await api.call(
    (client) => client.GET('/weixin/getSignPackage/{url}', { params: { path: { url: pageUrl } } }),
    { alert: false },
  );
  return signPackage.appId;
}
