import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FullscreenDialog, RadioGroup, Stack, TextArea } from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import { useFormSubmission } from '../../api/useFormSubmission';
import { FormError } from '../../common/FormSubmit';
import { PicturesField, type UploadPicture } from '../../common/pictures/PicturesField';
import { useFormPictures } from '../../common/pictures/useFormPictures';
import type { Review, ReviewInput } from './api';
import './messages';

export const REVIEW_CONTENT_MAX = 500;
export const REVIEW_PICTURES_MAX = 9;
const RATINGS = ['5', '4', '3', '2', '1'] as const;
const reviewField = fieldsNamed('rating', 'content', 'pics');

/**
 * Reviewing a bought item: a rating from 1 to 5 stars (5 at first), a text and up to 9
 * pictures, each uploaded as it is chosen. Calls `onSaved` with the published review.
 */
export function ReviewFormDialog({
  itemId,
  itemName,
  send,
  upload,
  onClose,
  onSaved,
}: {
  itemId: number;
  itemName: string;
  send: (body: ReviewInput) => Promise<Review>;
  upload: UploadPicture;
  onClose: () => void;
  onSaved: (review: Review) => void;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState('5');
  const [content, setContent] = useState('');
  const [pics, setPics] = useState<string[]>([]);
  const form = useFormSubmission(reviewField);
  const pictures = useFormPictures(upload, form, 'pics', { clearsFormMessage: true });

  const save = async () => {
    if (pictures.uploading) return;
    let saved: Review | undefined;
    await form.submit(async () => {
      saved = await send({
        targetType: 'item',
        targetId: itemId,
        rating: Number(rating),
        content: content.trim(),
        pics,
      });
    });
    if (saved) onSaved(saved);
  };

  return (
    <FullscreenDialog
      open
      onClose={onClose}
      title={t('catalogue.reviews.write', { name: itemName })}
      footer={
        <Button
          fullWidth
          loading={form.sending}
          disabled={pictures.uploading}
          onClick={() => void save()}
        >
          {t('catalogue.reviews.publish')}
        </Button>
      }
    >
      <Stack>
        <RadioGroup
          label={t('catalogue.reviews.yourRating')}
          orientation="horizontal"
          required
          options={RATINGS.map((value) => ({
            value,
            label: t('catalogue.reviews.stars', { count: Number(value) }),
          }))}
          {...form.bind('rating', rating, setRating)}
        />
        <TextArea
          label={t('catalogue.reviews.content')}
          maxLength={REVIEW_CONTENT_MAX}
          rows={4}
          {...form.bind('content', content, setContent)}
        />
        <PicturesField
          label={t('catalogue.reviews.pictures')}
          pictures={pics}
          onChange={setPics}
          max={REVIEW_PICTURES_MAX}
          {...pictures.props}
        />
        <FormError message={form.formError} />
      </Stack>
    </FullscreenDialog>
  );
}
