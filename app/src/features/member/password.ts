/** The typed password's bounds (the server sees only its hash, so the client checks them). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

export interface PasswordChange {
  oldpassword: string;
  newpassword: string;
  passwordconfirm: string;
}

export type PasswordProblem = 'required' | 'length' | 'mismatch' | 'unchanged';

/**
 * What is wrong with the change before anything is sent: every field is needed, the new
 * password has 6 to 32 characters, differs from the old one, and the confirmation matches.
 */
export function checkPasswordChange(
  form: PasswordChange,
): Partial<Record<keyof PasswordChange, PasswordProblem>> {
  const problems: Partial<Record<keyof PasswordChange, PasswordProblem>> = {};
  if (!form.oldpassword) problems.oldpassword = 'required';
  if (!form.newpassword) problems.newpassword = 'required';
  else if (form.newpassword.length < PASSWORD_MIN || form.newpassword.length > PASSWORD_MAX) {
    problems.newpassword = 'length';
  } else if (form.newpassword === form.oldpassword) problems.newpassword = 'unchanged';
  if (!form.passwordconfirm) problems.passwordconfirm = 'required';
  else if (form.passwordconfirm !== form.newpassword) problems.passwordconfirm = 'mismatch';
  return problems;
}

/** Lowercase hex SHA-256 of the UTF-8 text: what the contract sends instead of a password. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request body: each of the three values hashed, as the sign-in sends its password. */
export async function hashedPasswordChange(form: PasswordChange): Promise<PasswordChange> {
  const [oldpassword, newpassword, passwordconfirm] = await Promise.all([
    sha256Hex(form.oldpassword),
    sha256Hex(form.newpassword),
    sha256Hex(form.passwordconfirm),
  ]);
  return { oldpassword, newpassword, passwordconfirm };
}
