import { PASSWORD_MAX, PASSWORD_MIN } from '../../api/password';

export { PASSWORD_MAX, PASSWORD_MIN, hashPassword } from '../../api/password';

export function isPasswordLengthValid(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}
