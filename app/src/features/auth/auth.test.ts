import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@citylife/api-client';
import {
  CaptchaUnsolved,
  captchaRejected,
  describeFailure,
  loginErrorsOf,
  renameFields,
} from './failures';
import { accountProblem } from './accountName';
import { planOAuth, toOAuthType, wechatAuthorizeUrl } from './oauth';
import { hashPassword, isPasswordLengthValid } from './password';

describe('hashPassword', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 password', async () => {
    for (const password of ['citylife123', 'admin123', '密码Пароль🔑']) {
      expect(await hashPassword(password)).toBe(
        createHash('sha256').update(password, 'utf8').digest('hex'),
      );
    }
    expect(await hashPassword('abc')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checks the typed length: 6 to 32 characters', () => {
    expect(isPasswordLengthValid('12345')).toBe(false);
    expect(isPasswordLengthValid('123456')).toBe(true);
    expect(isPasswordLengthValid('x'.repeat(32))).toBe(true);
    expect(isPasswordLengthValid('x'.repeat(33))).toBe(false);
  });
});

describe('login field errors', () => {
  it('puts per-field messages under the dialog fields', () => {
    const failure = describeFailure(
      new ApiError(
        { code: 422, message: { passcode: 'Passcode wrong', captchainput: 'Captcha invalid' } },
        422,
      ),
    );
    expect(loginErrorsOf(failure, 'passcode')).toEqual({
      passcode: 'Passcode wrong',
      captcha: 'Captcha invalid',
    });
    expect(captchaRejected(failure)).toBe(true);
  });

  it('puts a plain message and unknown fields under the fallback field', () => {
    const plain = describeFailure(new ApiError({ code: 429, message: 'Too many attempts' }, 429));
    expect(loginErrorsOf(plain, 'mobile')).toEqual({ mobile: 'Too many attempts' });
    expect(captchaRejected(plain)).toBe(false);

    const odd = describeFailure(new ApiError({ code: 422, message: { nickname: 'Taken' } }, 422));
    expect(loginErrorsOf(odd, 'passcode')).toEqual({ passcode: 'Taken' });
  });

  it('puts a check the browser could not solve under the captcha, to retry', () => {
    const failure = describeFailure(new CaptchaUnsolved(new Error('no workers')));
    expect(loginErrorsOf(failure, 'passcode')).toEqual({ captcha: 'auth.captchaFailed' });
    expect(captchaRejected(failure)).toBe(true);
  });

  it('says nothing more for a network error (the client alerted it)', () => {
    const failure = describeFailure(new NetworkError('network', 4, new TypeError('fetch')));
    expect(failure.alerted).toBe(true);
    expect(loginErrorsOf(failure, 'passcode')).toEqual({});
  });

  it('renames request fields to form fields, joining messages that meet', () => {
    expect(
      renameFields(
        { email: 'Unknown', captchainput: 'Wrong', sessionId: 'Expired' },
        {
          email: 'account',
          captchainput: 'captcha',
          sessionId: 'captcha',
        },
      ),
    ).toEqual({ account: 'Unknown', captcha: 'Wrong Expired' });
  });
});

describe('social sign-in', () => {
  it('knows the route types and the lab alias', () => {
    expect(toOAuthType('wechatweb')).toBe('wechatweb');
    expect(toOAuthType('WechatNew')).toBe('wechat');
    expect(toOAuthType('GitHub')).toBe('github');
    expect(toOAuthType('myspace')).toBeUndefined();
    expect(toOAuthType(undefined)).toBeUndefined();
  });

  it('exchanges a WeChat code only inside WeChat', () => {
    expect(planOAuth('wechat', { code: '071aBcDe', inWechat: true })).toEqual({
      kind: 'exchange',
      code: '071aBcDe',
    });
    expect(planOAuth('wechat', { code: '071aBcDe', inWechat: false })).toEqual({
      kind: 'openInWechat',
    });
    expect(planOAuth('wechat', { code: null, inWechat: true })).toEqual({ kind: 'noCode' });
    expect(planOAuth('wechat', { code: 'bad code!', inWechat: true })).toEqual({ kind: 'noCode' });
  });

  it('takes a QR-code sign-in back in any browser', () => {
    expect(planOAuth('wechatweb', { code: 'abc_123', inWechat: false })).toEqual({
      kind: 'exchange',
      code: 'abc_123',
    });
    expect(planOAuth('wechatweb', { code: null, inWechat: false })).toEqual({ kind: 'noCode' });
  });

  it('explains the providers this browser cannot complete', () => {
    const env = { code: 'abc', inWechat: false };
    expect(planOAuth('wechatapp', env).kind).toBe('nativeApp');
    expect(planOAuth('wechatmobileapp', env).kind).toBe('nativeApp');
    expect(planOAuth('appleapp', env).kind).toBe('nativeApp');
    expect(planOAuth('douyinapplet', env).kind).toBe('douyin');
    expect(planOAuth('appleweb', env).kind).toBe('unavailable');
    expect(planOAuth('github', env).kind).toBe('unavailable');
    expect(planOAuth(undefined, env).kind).toBe('unknown');
  });
});

describe('wechatAuthorizeUrl', () => {
  it('asks WeChat for a code sent back to the app', () => {
    const url = new URL(
      wechatAuthorizeUrl('wx1234567890abcdef', 'http://127.0.0.1:8080/oauth/wechat', 'citylife'),
    );
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx1234567890abcdef',
      redirect_uri: 'http://127.0.0.1:8080/oauth/wechat',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'citylife',
    });
    expect(url.hash).toBe('#wechat_redirect');
  });
});

describe('accountProblem', () => {
  it.each([
    ['13800138000', undefined],
    ['a@b.cn', undefined],
    ['a@b', 'auth.emailInvalid'],
    ['a b@c.cn', 'auth.emailInvalid'],
    ['1380013800', 'auth.mobileInvalid'],
    ['+86 138', 'auth.mobileInvalid'],
    ['zhangsan', 'auth.accountInvalid'],
  ])('%s: %s', (account, problem) => {
    expect(accountProblem(account)).toBe(problem);
  });
});
