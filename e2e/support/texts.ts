/**
 * The label texts the specs share, and the typing of each spec's `texts` table (one entry
 * per interface language the spec runs in).
 */
import type { PasscodeLabels, PasswordLabels } from './session';

/** The login dialog's labels in each interface language, for both of its forms. */
export const signInTexts = {
  'zh-Hans': {
    login: '登录',
    passwordTab: '密码登录',
    mobile: '手机号',
    captcha: '人机验证',
    captchaVerified: '验证通过',
    passcode: '短信验证码',
    account: '手机号或邮箱',
    password: '密码',
    sendCode: '发送验证码',
    loginSuccessful: '登录成功',
  },
  en: {
    login: 'Log in',
    passwordTab: 'Password',
    mobile: 'Mobile number',
    captcha: 'Verification',
    captchaVerified: 'Verified',
    passcode: 'Passcode',
    account: 'Mobile or email',
    password: 'Password',
    sendCode: 'Send code',
    loginSuccessful: 'login successful',
  },
  mn: {
    login: 'Нэвтрэх',
    passwordTab: 'Нууц үгээр',
    mobile: 'Утасны дугаар',
    captcha: 'Баталгаажуулалт',
    captchaVerified: 'Баталгаажлаа',
    passcode: 'Нэг удаагийн код',
    account: 'Утас эсвэл и-мэйл',
    password: 'Нууц үг',
    sendCode: 'Код илгээх',
    loginSuccessful: 'Амжилттай нэвтэрлээ',
  },
} as const satisfies Record<string, PasscodeLabels & PasswordLabels>;

/** The interface languages of a `texts` table (its keys), in the table's order. */
export const localesOf = <T extends object>(texts: T) => Object.keys(texts) as (keyof T & string)[];

/** The labels of one interface language of a `texts` table. */
export type TextOf<T> = T[keyof T];
