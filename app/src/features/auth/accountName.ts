import { isEmailAddress, isMainlandMobile } from '@citylife/ui';

/** What an account is named by when signing in with a password: a mainland mobile or an email. */
export function isAccountName(account: string): boolean {
  return isMainlandMobile(account) || isEmailAddress(account);
}

/**
 * Why `account` names no account, as a translation key: an address with `@` that is not
 * an email, digits that are not a mainland mobile, or neither.
 */
export function accountProblem(account: string): string | undefined {
  if (isAccountName(account)) return undefined;
  if (account.includes('@')) return 'auth.emailInvalid';
  if (/^\+?\d[\d\s-]*$/.test(account)) return 'auth.mobileInvalid';
  return 'auth.accountInvalid';
}
