import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, TextArea, TextField, useSnackbar } from '@citylife/ui';
import { fieldsNamed, formFailure } from '../../api/fieldErrors';
import { useMessage } from '../../i18n/useMessage';
import { HOME } from '../../shell/paths';
import { sendFeedback } from './api';
import * as styles from './FeedbackPage.css';
import './messages';

const CONTENT_MAX = 500;
const CONTACT_MAX = 100;
const feedbackField = fieldsNamed('content', 'contact');

/** /feedback: a message to the service, with an optional way to reach the sender. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'content' | 'contact', string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!content.trim()) {
      setErrors({ content: t('feedback.contentRequired') });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendFeedback({
        content: content.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      });
      snackbar.show(t('feedback.thanks'), { tone: 'positive' });
      navigate(HOME);
    } catch (error) {
      const failure = formFailure(error, feedbackField);
      setErrors(failure.fields);
      setFormError(failure.form && message(failure.form));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('feedback.lead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextArea
          label={t('feedback.content')}
          value={content}
          maxLength={CONTENT_MAX}
          rows={6}
          required
          error={errors.content}
          onChange={(value) => {
            setContent(value);
            setErrors((current) => ({ ...current, content: undefined }));
          }}
        />
        <TextField
          label={t('feedback.contact')}
          hint={t('feedback.contactHint')}
          maxLength={CONTACT_MAX}
          value={contact}
          onChange={(value) => {
            setContact(value);
            setErrors((current) => ({ ...current, contact: undefined }));
          }}
          error={errors.contact}
        />
        {formError && (
          <p role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <Button type="submit" fullWidth loading={sending}>
          {t('feedback.submit')}
        </Button>
      </form>
    </div>
  );
}
