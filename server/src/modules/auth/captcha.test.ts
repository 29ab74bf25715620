import { describe, expect, it } from 'vitest';
import { SEEDED_AT } from '../../test/clock.js';
import { failureOf, statusOf } from '../../test/assertions.js';
import { useTestServer } from '../../test/harness.js';

const server = useTestServer({ at: SEEDED_AT });

let tracks = 0;
const newTrack = () => `captcha-test-${process.pid}-${(tracks += 1)}`;

const refresh = (trackId: string) => fetch(`${server.baseUrl}/captcha/refresh/${trackId}/`);
const devCaptcha = (trackId: string) =>
  server.client.call((c) => c.GET('/dev/captcha/{trackId}', { params: { path: { trackId } } }));
const sendCode = (mobile: string, sessionId: string, captchainput: string) =>
  server.client.call((c) =>
    c.POST('/user/sendMobileLoginCode/', { body: { mobile, sessionId, captchainput } }),
  );

describe('GET /captcha/refresh/{trackId}/', () => {
  it('answers a 120x40 SVG that is never cached, and its answer is readable in development', async () => {
    const trackId = newTrack();
    const response = await refresh(trackId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="120" height="40"/);
    expect(svg).toContain('<path');

    const captcha = await devCaptcha(trackId);
    expect(captcha.trackId).toBe(trackId);
    expect(captcha.answer).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(new Date(captcha.expiresAt).getTime()).toBe(
      server.clock.now().getTime() + 10 * 60 * 1000,
    );
  });

  it('replaces the previous captcha of the track with a new image', async () => {
    const trackId = newTrack();
    const first = await (await refresh(trackId)).text();
    const answers = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      await refresh(trackId);
      answers.add((await devCaptcha(trackId)).answer);
    }
    const last = await (await refresh(trackId)).text();
    expect(last).not.toBe(first);
    expect(answers.size).toBeGreaterThan(1);
  });

  it('records issued captchas in the development outbox', async () => {
    const trackId = newTrack();
    await refresh(trackId);
    const { answer } = await devCaptcha(trackId);
    const outbox = await server.client.call((c) =>
      c.GET('/dev/outbox/', { params: { query: { to: trackId, kind: 'captcha' } } }),
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: trackId, kind: 'captcha', code: answer });
  });

  it('rejects a malformed track id with a 400 envelope', async () => {
    for (const trackId of ['short', 'has.dots.in.it', 'x'.repeat(65)]) {
      const response = await refresh(trackId);
      expect(response.status, trackId).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400 });
    }
  });

  it('answers 429 after 30 refreshes of one track within a minute', async () => {
    const trackId = newTrack();
    for (let i = 0; i < 30; i += 1) expect((await refresh(trackId)).status).toBe(200);
    const refused = await refresh(trackId);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 429 });
    // Another track is not affected; the track itself may refresh again a minute later.
    expect((await refresh(newTrack())).status).toBe(200);
    server.clock.advance(61 * 1000);
    expect((await refresh(trackId)).status).toBe(200);
  });
});

describe('captcha checks on the sign-in calls', () => {
  it('accepts the answer in any case, for one passcode send only', async () => {
    const trackId = newTrack();
    await refresh(trackId);
    const { answer } = await devCaptcha(trackId);
    const flipped = [...answer]
      .map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
      .join('');
    await sendCode('13512340001', trackId, flipped);
    // Spent on that number: another number needs a new captcha.
    const again = await failureOf(sendCode('13512340002', trackId, answer.toLowerCase()));
    expect(again.fieldErrors?.captchainput).toBe('Captcha invalid');
  });

  it('discards the captcha after a wrong answer', async () => {
    const trackId = newTrack();
    await refresh(trackId);
    const { answer } = await devCaptcha(trackId);
    const wrong = answer === 'AAAA' ? 'BBBB' : 'AAAA';
    const error = await failureOf(sendCode('13512340003', trackId, wrong));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ captchainput: 'Captcha invalid' });
    // The right answer no longer works: the client must refresh the image.
    const again = await failureOf(sendCode('13512340003', trackId, answer));
    expect(again.fieldErrors?.captchainput).toBe('Captcha invalid');
    expect(await statusOf(devCaptcha(trackId))).toBe(404);
  });

  it('refuses a captcha that was never issued for the track', async () => {
    const error = await failureOf(sendCode('13512340004', newTrack(), 'abcd'));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty('captchainput');
  });

  it('expires a captcha after 10 minutes', async () => {
    const trackId = newTrack();
    await refresh(trackId);
    const { answer } = await devCaptcha(trackId);
    server.clock.advance(10 * 60 * 1000 + 1000);
    expect(await statusOf(devCaptcha(trackId))).toBe(404);
    const error = await failureOf(sendCode('13512340005', trackId, answer));
    expect(error.fieldErrors?.captchainput).toBe('Captcha invalid');
  });

  it('translates the captcha message into the caller language', async () => {
    const zh = server.clientFor(undefined, undefined, 'zh-Hans');
    const mn = server.clientFor(undefined, undefined, 'mn');
    const body = { mobile: '13512340006', sessionId: newTrack(), captchainput: 'abcd' };
    const inZh = await failureOf(
      zh.call((c) => c.POST('/user/sendMobileLoginCode/', { body }), { alert: false }),
    );
    const inMn = await failureOf(
      mn.call((c) => c.POST('/user/sendMobileLoginCode/', { body }), { alert: false }),
    );
    expect(inZh.fieldErrors?.captchainput).toBe('图形验证码错误或已过期');
    expect(inMn.fieldErrors?.captchainput).toMatch(/[\u0400-\u04FF]/);
  });
});

describe('GET /dev/captcha/{trackId}', () => {
  it('answers 404 for a track without a captcha and 400 for a malformed track id', async () => {
    expect(await statusOf(devCaptcha(newTrack()))).toBe(404);
    expect(await statusOf(devCaptcha('bad id!'))).toBe(400);
  });

  describe('when development tools are off', () => {
    const production = useTestServer({ config: { devTools: false } });

    it('does not exist', async () => {
      const trackId = newTrack();
      expect((await fetch(`${production.baseUrl}/captcha/refresh/${trackId}/`)).status).toBe(200);
      for (const path of [`/dev/captcha/${trackId}`, '/dev/outbox/']) {
        const response = await fetch(production.baseUrl + path);
        expect(response.status, path).toBe(404);
        expect(await response.json()).toMatchObject({ code: 404 });
      }
    });
  });
});
