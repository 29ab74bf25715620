import { Button, EmptyState, type IconName } from '@citylife/ui';
import { openLogin } from '../stores/loginPrompt';

/**
 * A screen's "sign in first" state: why (`title`) and a button that opens the sign-in
 * dialog, which comes back to `returnTo` once signed in (when given).
 */
export function SignInPrompt({
  icon,
  title,
  action,
  returnTo,
}: {
  icon: IconName;
  title: string;
  /** The button's label. */
  action: string;
  returnTo?: string;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={<Button onClick={() => openLogin(returnTo)}>{action}</Button>}
    />
  );
}
