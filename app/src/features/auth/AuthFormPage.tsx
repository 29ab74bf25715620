import type { FormEvent, ReactNode } from 'react';
import { Page, Stack, Text } from '@citylife/ui';

/**
 * A signed-out form screen (registering, asking for a reset link, setting a new password):
 * a narrow page with its lead, then the form, checked by the app rather than the browser.
 */
export function AuthFormPage({
  lead,
  onSubmit,
  children,
}: {
  lead: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The form's fields and its buttons. */
  children: ReactNode;
}) {
  return (
    <Page width="narrow">
      <Text tone="muted">{lead}</Text>
      <Stack as="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {children}
      </Stack>
    </Page>
  );
}
