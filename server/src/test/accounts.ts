// Fixtures of the sign-in tests: mobile numbers no other test uses, and challenges solved
// as an automated client would (through the development call that reads a track's solution).
import { issueToken } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';
import type { TestServer } from './harness.js';

let counter = 0;

/**
 * A mobile number no other test uses: `prefix` (four digits, one of its own per test file),
 * then the process and a count.
 */
export const unusedMobile = (prefix: string) =>
  `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String((counter += 1)).padStart(4, '0')}`;

/** The profile of a user who never saved one: empty texts and nulls. */
export const emptyProfile = {
  avatar: '',
  name: '',
  sex: null as 'female' | 'male' | null,
  province: '',
  city: '',
  district: '',
  birthDate: null as string | null,
  occupation: '',
};

/** A member written straight into `db`, with a session token of its own. */
export interface SignedInMember {
  id: number;
  token: string;
}

/**
 * Writes a member (a mobile number from `prefix`, named `nickname`) and issues its session
 * token, for tests that set up data before a server starts on it.
 */
export async function writeSignedInMember(
  db: Db,
  prefix: string,
  nickname: string,
): Promise<SignedInMember> {
  const [user] = await db
    .insert(users)
    .values({ mobile: unusedMobile(prefix), roles: [], nickname, createdAt: new Date() })
    .returning({ id: users.id });
  const { token } = await issueToken(db, user!.id, new Date());
  return { id: user!.id, token };
}

/**
 * Issues a challenge for the track `trackId` (at the level `account` needs, when given) and
 * answers its solution, read from the development call instead of solving it.
 */
export async function captchaAnswer(
  server: TestServer,
  trackId: string,
  account?: string,
): Promise<string> {
  const query = account === undefined ? '' : `?account=${encodeURIComponent(account)}`;
  const issued = await fetch(`${server.baseUrl}/captcha/refresh/${trackId}/${query}`);
  if (!issued.ok) throw new Error(`No challenge for ${trackId}: ${await issued.text()}`);
  const { answer } = await server.client.call((c) =>
    c.GET('/dev/captcha/{trackId}', { params: { path: { trackId } } }),
  );
  return answer;
}

/** A captcha track id no other test uses, named after `name`. */
export const newTrackId = (name: string) => `${name}-${process.pid}-${(counter += 1)}`;

/**
 * A new track (named after `name`) with a fresh challenge for `account` and its solution: a
 * form's captcha fields, good for one call.
 */
export async function answeredCaptcha(server: TestServer, name: string, account?: string) {
  const sessionId = newTrackId(name);
  return { sessionId, captchainput: await captchaAnswer(server, sessionId, account) };
}
