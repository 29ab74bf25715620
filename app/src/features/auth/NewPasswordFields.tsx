import { useTranslation } from 'react-i18next';
import { TextField } from '@citylife/ui';
import type { FieldBinding } from '../../api/useFormSubmission';
import { PASSWORD_MAX, PASSWORD_MIN } from './password';
import './messages';

/**
 * A new password (with the length rule as its hint) and its confirmation, both required
 * and offered to the browser's password manager as a new password.
 */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  /** The first field's label ("Password", "New password"). */
  label: string;
  password: FieldBinding<string>;
  confirm: FieldBinding<string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        {...password}
        required
      />
      <TextField
        label={t('auth.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...confirm}
        required
      />
    </>
  );
}
