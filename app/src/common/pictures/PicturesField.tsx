import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, FileUploader, IconButton, Stack, Text, Tiles, type UploadStatus } from '@citylife/ui';
import * as styles from './PicturesField.css';
import { alertIfShrunk, uploadFailureText } from './uploadOutcome';
import './messages';

/** Sends one picture, reporting progress in percent; answers where it is kept and whether it was shrunk. */
export type UploadPicture = (
  file: File,
  onProgress: (percent: number) => void,
) => Promise<{ url: string; shrunk?: boolean }>;

/** The picture being uploaded (or the last one), for the uploader's progress and retry. */
interface Upload {
  status: UploadStatus;
  progress: number;
  file?: File;
  reason?: string;
}

export interface PicturesFieldProps {
  /** The field's heading. */
  label: string;
  /** The uploaded pictures' addresses, in order. */
  pictures: readonly string[];
  onChange: (pictures: string[]) => void;
  upload: UploadPicture;
  max: number;
  /** Under the field: the server's or the form's message about the pictures. */
  error?: string | undefined;
  /** Under the field when there is no error; by default how many pictures are allowed. */
  hint?: string | undefined;
  disabled?: boolean;
  /** Called when a picture starts uploading (a form forgets its old message about them). */
  onUploadStart?: () => void;
  /** Tells the form while a picture is uploading, so it does not send without it. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A form's pictures: each is uploaded as soon as it is chosen (with progress and retry) and
 * shows as a thumbnail with a remove button, up to `max`.
 */
export function PicturesField({
  label,
  pictures,
  onChange,
  upload: uploadPicture,
  max,
  error,
  hint,
  disabled = false,
  onUploadStart,
  onUploadingChange,
}: PicturesFieldProps) {
  const { t, i18n } = useTranslation();
  const [upload, setUpload] = useState<Upload>({ status: 'idle', progress: 0 });
  const full = pictures.length >= max;
  // An upload ends after later renders: it adds to the pictures as they are then.
  const latest = useRef(pictures);
  latest.current = pictures;

  const send = async (file: File) => {
    setUpload({ status: 'uploading', progress: 0, file });
    onUploadStart?.();
    onUploadingChange?.(true);
    try {
      const result = await uploadPicture(file, (progress) =>
        setUpload({ status: 'uploading', progress, file }),
      );
      onChange([...latest.current, result.url].slice(0, max));
      setUpload({ status: 'done', progress: 100, file });
      alertIfShrunk(result);
    } catch (failure) {
      setUpload({ status: 'failed', progress: 0, file, reason: uploadFailureText(t, failure) });
    } finally {
      onUploadingChange?.(false);
    }
  };

  return (
    <Stack space="small">
      <Text weight="strong">{label}</Text>
      {pictures.length > 0 && (
        <Tiles as="ul" columns={3} space="small">
          {pictures.map((url, index) => (
            <Box as="li" key={`${url}-${index}`} position="relative">
              <img
                className={styles.thumbnail}
                src={url}
                alt={t('pictures.picture', { number: index + 1 })}
              />
              <span className={styles.remove}>
                <IconButton
                  icon="close"
                  size="small"
                  variant="solid"
                  label={t('pictures.remove', { number: index + 1 })}
                  onClick={() => onChange(pictures.filter((_, position) => position !== index))}
                />
              </span>
            </Box>
          ))}
        </Tiles>
      )}
      <FileUploader
        status={upload.status}
        progress={upload.progress}
        accept="image/*"
        label={t('pictures.choose')}
        fileName={upload.file?.name}
        error={upload.reason}
        onSelect={(file) => void send(file)}
        onRetry={upload.file ? () => void send(upload.file!) : undefined}
        disabled={full || disabled}
        lang={i18n.language}
      />
      <Text size="small" tone={error ? 'critical' : 'muted'}>
        {error ?? hint ?? t('pictures.hint', { max })}
      </Text>
    </Stack>
  );
}
