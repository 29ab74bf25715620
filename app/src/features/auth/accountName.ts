import { isMainlandMobile } from '@citylife/ui';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What an account is named by when signing in with a password: a mainland mobile or an email. */
export function isAccountName(account: string): boolean {
  return isMainlandMobile(account) || EMAIL.test(account);
}
