// Fixtures of the sign-in tests: mobile numbers no other test uses, and captchas answered
// as an automated client would (through the development call that reads a track's answer).
import type { TestServer } from './harness.js';

let counter = 0;

/**
 * A mobile number no other test uses: `prefix` (four digits, one of its own per test file),
 * then the process and a count.
 */
export const unusedMobile = (prefix: string) =>
  `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String((counter += 1)).padStart(4, '0')}`;

/** Refreshes the captcha of the track `trackId` and answers it. */
export async function captchaAnswer(server: TestServer, trackId: string): Promise<string> {
  await fetch(`${server.baseUrl}/captcha/refresh/${trackId}/`);
  const { answer } = await server.client.call((c) =>
    c.GET('/dev/captcha/{trackId}', { params: { path: { trackId } } }),
  );
  return answer;
}

/** A captcha track id no other test uses, named after `name`. */
export const newTrackId = (name: string) => `${name}-${process.pid}-${(counter += 1)}`;

/** A new track (named after `name`) with a fresh captcha and its answer: a form's captcha fields. */
export async function answeredCaptcha(server: TestServer, name: string) {
  const sessionId = newTrackId(name);
  return { sessionId, captchainput: await captchaAnswer(server, sessionId) };
}
