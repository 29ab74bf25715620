import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, TextArea, TextField, useSnackbar } from '@citylife/ui';
import { fieldsNamed, formFailure } from '../../api/fieldErrors';
import { useApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';
import { fetchShop, sendShopFeedback } from './api';
import * as styles from './Shop.css';
import './messages';

const CONTENT_MAX = 500;
const feedbackField = fieldsNamed('content', 'contact');
const CONTACT_MAX = 100;

/** /shop/feedback/{id} (signed in): a message to one store. */
export function ShopFeedbackPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const shopId = Number(id);
  const shop = useApiData(`shop-${id}`, () => fetchShop(shopId));
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'content' | 'contact', string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!content.trim()) {
      setErrors({ content: t('shop.feedback.contentRequired') });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendShopFeedback({
        content: content.trim(),
        shopId,
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      });
      snackbar.show(t('shop.feedback.thanks'), { tone: 'positive' });
      navigate(`/shop/entry/${shopId}`, { replace: true });
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
      {shop.data && (
        <p className={styles.muted}>{t('shop.feedback.lead', { name: shop.data.name })}</p>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextArea
          label={t('shop.feedback.content')}
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
          label={t('shop.feedback.contact')}
          hint={t('shop.feedback.contactHint')}
          maxLength={CONTACT_MAX}
          value={contact}
          onChange={setContact}
          error={errors.contact}
        />
        {formError && (
          <p role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <Button type="submit" fullWidth loading={sending}>
          {t('shop.feedback.submit')}
        </Button>
      </form>
    </div>
  );
}
