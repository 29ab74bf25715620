/** The typed password's bounds; the server only sees its hash (auth tag of the contract). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

export function isPasswordLengthValid(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}

/** Lowercase hex SHA-256 of the UTF-8 password, computed with Web Crypto. */
export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
