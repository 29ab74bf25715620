import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Page, Stack, Text, TextArea, TextField, useSnackbar } from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import { useApiData } from '../../api/useApiData';
import { useFormSubmission } from '../../api/useFormSubmission';
import { paths } from '../../lib/paths';
import { fetchShop, sendFeedback } from './api';
import { FormSubmit } from '../../common/FormSubmit';
import './messages';

const CONTENT_MAX = 500;
const CONTACT_MAX = 100;
const feedbackField = fieldsNamed('content', 'contact');

/** The lead line of a store's feedback: its name, once read. */
function ShopLead({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const shop = useApiData(`shop-${shopId}`, () => fetchShop(shopId));
  if (!shop.data) return null;
  return <Text tone="muted">{t('feedback.shop.lead', { name: shop.data.name })}</Text>;
}

/**
 * Feedback: to the service (/feedback), or to one store (/shop/feedback/{id}, signed in),
 * with an optional way to reach the sender. Sent, it thanks and goes home, or back to the
 * store's page.
 */
export function FeedbackPage({ shopId }: { shopId?: number | undefined }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const form = useFormSubmission(feedbackField);
  const texts = shopId === undefined ? 'feedback' : 'feedback.shop';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await form.submit(
      () =>
        sendFeedback({
          content: content.trim(),
          ...(contact.trim() ? { contact: contact.trim() } : {}),
          ...(shopId === undefined ? {} : { shopId }),
        }),
      () => (content.trim() ? {} : { content: t('feedback.contentRequired') }),
    );
    if (!sent) return;
    snackbar.show(t(`${texts}.thanks`), { tone: 'positive' });
    if (shopId === undefined) navigate(paths.home);
    else navigate(paths.shop.entry(shopId), { replace: true });
  };

  return (
    <Page>
      {shopId === undefined ? (
        <Text tone="muted">{t('feedback.lead')}</Text>
      ) : (
        <ShopLead shopId={shopId} />
      )}
      <Stack as="form" onSubmit={(event) => void submit(event)} noValidate>
        <TextArea
          label={t('feedback.content')}
          maxLength={CONTENT_MAX}
          rows={6}
          required
          {...form.bind('content', content, setContent)}
        />
        <TextField
          label={t(`${texts}.contact`)}
          hint={t(`${texts}.contactHint`)}
          maxLength={CONTACT_MAX}
          {...form.bind('contact', contact, setContact)}
        />
        <FormSubmit error={form.formError} sending={form.sending}>
          {t('feedback.submit')}
        </FormSubmit>
      </Stack>
    </Page>
  );
}
