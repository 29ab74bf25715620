import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Page, Stack, TextField, useSnackbar } from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import { useFormSubmission } from '../../api/useFormSubmission';
import { paths } from '../../lib/paths';
import { openLogin } from '../../stores/loginPrompt';
import { clearSession } from '../../stores/session';
import { modifyPassword } from './api';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  checkPasswordChange,
  hashedPasswordChange,
  type PasswordChange,
  type PasswordProblem,
} from './password';
import { FormSubmit } from '../../common/FormSubmit';
import './messages';

type Field = keyof PasswordChange;

const passwordField = fieldsNamed<Field>('oldpassword', 'newpassword', 'passwordconfirm');

const EMPTY: PasswordChange = { oldpassword: '', newpassword: '', passwordconfirm: '' };

/**
 * /member/modifypassword: old, new and confirmation, checked here, sent hashed. Every token
 * of the user is revoked on success: the member is logged out and the login dialog opens.
 */
export function ModifyPasswordPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const [form, setForm] = useState(EMPTY);
  const submission = useFormSubmission(passwordField);

  const labels: Record<Field, string> = {
    oldpassword: t('member.password.old'),
    newpassword: t('member.password.new'),
    passwordconfirm: t('member.password.confirm'),
  };
  const explain = (field: Field, problem: PasswordProblem) =>
    ({
      required: t('member.password.required', { field: labels[field] }),
      length: t('member.password.length', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
      mismatch: t('member.password.mismatch'),
      unchanged: t('member.password.unchanged'),
    })[problem];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await submission.submit(
      async () => modifyPassword(await hashedPasswordChange(form)),
      () => {
        const problems = Object.entries(checkPasswordChange(form)) as [Field, PasswordProblem][];
        return Object.fromEntries(
          problems.map(([field, problem]) => [field, explain(field, problem)]),
        );
      },
    );
    if (!sent) return;
    navigate(paths.home, { replace: true });
    clearSession();
    snackbar.show(t('member.password.changed'), { tone: 'positive' });
    openLogin(paths.member.center);
  };

  const input = (field: Field, autoComplete: string) => (
    <TextField
      label={labels[field]}
      type="password"
      autoComplete={autoComplete}
      maxLength={field === 'oldpassword' ? undefined : PASSWORD_MAX}
      hint={
        field === 'newpassword'
          ? t('member.password.hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })
          : undefined
      }
      required
      value={form[field]}
      onChange={(value) => {
        setForm((current) => ({ ...current, [field]: value }));
        submission.forget(field);
      }}
      error={submission.errors[field]}
    />
  );

  return (
    <Page>
      <Stack as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
        {input('oldpassword', 'current-password')}
        {input('newpassword', 'new-password')}
        {input('passwordconfirm', 'new-password')}
        <FormSubmit error={submission.formError} sending={submission.sending}>
          {t('member.password.submit')}
        </FormSubmit>
      </Stack>
    </Page>
  );
}
