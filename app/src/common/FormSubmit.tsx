import type { ReactNode } from 'react';
import { Button, Text } from '@citylife/ui';

/** Why a form's last submission failed, read out as soon as it shows. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <Text role="alert" size="small" tone="critical">
      {message}
    </Text>
  ) : null;
}

/**
 * A form's end: the failure of its last submission, then its submit button, which spins
 * while the form is sent and waits while `disabled` (an upload still going, for instance).
 */
export function FormSubmit({
  error,
  sending,
  disabled,
  children,
}: {
  error: string | undefined;
  sending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <FormError message={error} />
      <Button type="submit" fullWidth loading={sending} disabled={disabled}>
        {children}
      </Button>
    </>
  );
}
