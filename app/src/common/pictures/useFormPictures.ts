import { useState } from 'react';
import type { EditOptions } from '../../api/useFormSubmission';
import type { UploadPicture } from './PicturesField';

/** What a form's pictures field needs of the form's submission (see useFormSubmission). */
interface PicturesSubmission<F extends string> {
  errors: Partial<Record<F, string>>;
  sending: boolean;
  edited: (field: F, options?: EditOptions) => void;
}

/**
 * The upload side of a form's pictures field (`field`): whether an upload runs (the form
 * is not sent meanwhile), and the field's props: its uploader, its message, disabled
 * while the form is sent, and an upload that starts forgets the field's message (and the
 * form's, with `clearsFormMessage`).
 */
export function useFormPictures<F extends string>(
  upload: UploadPicture,
  submission: PicturesSubmission<F>,
  field: F,
  editOptions: EditOptions = {},
) {
  const [uploading, setUploading] = useState(false);
  return {
    uploading,
    props: {
      upload,
      error: submission.errors[field],
      disabled: submission.sending,
      onUploadStart: () => submission.edited(field, editOptions),
      onUploadingChange: setUploading,
    },
  };
}
