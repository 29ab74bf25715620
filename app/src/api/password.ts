/** A typed password's bounds; the server only ever sees its hash (auth tag of the contract). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

/** Lowercase hex SHA-256 of the UTF-8 password (Web Crypto): what the contract sends. */
export async function hashPassword(password: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
