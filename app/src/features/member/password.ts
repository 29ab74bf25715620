import { PASSWORD_MAX, PASSWORD_MIN, hashPassword } from '../../api/password';

export { PASSWORD_MAX, PASSWORD_MIN } from '../../api/password';

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

/** The request body: each of the three values hashed, as the sign-in sends its password. */
export async function hashedPasswordChange(form: PasswordChange): Promise<PasswordChange> {
  const [oldpassword, newpassword, passwordconfirm] = await Promise.all([
    hashPassword(form.oldpassword),
    hashPassword(form.newpassword),
    hashPassword(form.passwordconfirm),
  ]);
  return { oldpassword, newpassword, passwordconfirm };
}
