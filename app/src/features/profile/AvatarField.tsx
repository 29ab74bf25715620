import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  CropDialog,
  ProgressBar,
  Stack,
  Text,
  cropImage,
  useSnackbar,
  type CropArea,
} from '@citylife/ui';
import { showAlert } from '../../stores/alerts';
import { alertIfShrunk, uploadFailureText } from '../../common/pictures/uploadOutcome';
import { uploadAvatar } from './api';
import { isImageFile } from './profileForm';
import * as styles from './Profile.css';

/** The cropped square is sent at most this wide: plenty for an avatar, small to upload. */
const AVATAR_PIXELS = 512;

type Upload =
  | { status: 'idle' | 'done' }
  | { status: 'uploading'; progress: number }
  | { status: 'failed'; reason: string };

/**
 * The profile's avatar: tap it to choose an image, crop it square, and it is uploaded with
 * progress; `onChange` receives the CDN URL (saved with the rest of the profile on Save).
 */
export function AvatarField({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [picture, setPicture] = useState<string>();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });

  /** A chosen image opens the crop dialog; one this browser cannot read is not supported. */
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      showAlert('profile.notImage');
      return;
    }
    try {
      (await createImageBitmap(file)).close();
    } catch {
      showAlert('pictures.notSupported');
      return;
    }
    setPicture(URL.createObjectURL(file));
  };

  const closeCrop = () => {
    if (picture) URL.revokeObjectURL(picture);
    setPicture(undefined);
  };

  const send = async (source: string, area: CropArea) => {
    setPicture(undefined);
    setUpload({ status: 'uploading', progress: 0 });
    try {
      const square = await cropImage(source, area, {
        type: 'image/jpeg',
        quality: 0.9,
        width: Math.min(area.width, AVATAR_PIXELS),
      });
      const result = await uploadAvatar(square, (progress) =>
        setUpload({ status: 'uploading', progress }),
      );
      onChange(result.url);
      setUpload({ status: 'done' });
      alertIfShrunk(result);
      snackbar.show(t('profile.avatarUploaded'), { tone: 'positive' });
    } catch (failure) {
      setUpload({ status: 'failed', reason: uploadFailureText(t, failure) });
    } finally {
      URL.revokeObjectURL(source);
    }
  };

  return (
    <Stack space="small" align="center">
      <Avatar
        name={name}
        src={value || undefined}
        size="large"
        onClick={() => input.current?.click()}
        actionLabel={t('profile.changeAvatar')}
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('profile.changeAvatar')}
        onChange={(event) => void choose(event)}
      />
      <Text size="xsmall" tone="muted">
        {t('profile.avatarHint')}
      </Text>
      {upload.status === 'uploading' && (
        <div className={styles.progress}>
          <ProgressBar label={t('profile.uploading')} value={upload.progress} showValue />
        </div>
      )}
      {upload.status === 'failed' && (
        <Text role="alert" size="small" tone="critical">
          {upload.reason}
        </Text>
      )}
      {error && (
        <Text size="small" tone="critical">
          {error}
        </Text>
      )}
      {picture && (
        <CropDialog
          open
          imageSrc={picture}
          title={t('profile.crop')}
          onClose={closeCrop}
          onConfirm={(area) => void send(picture, area)}
        />
      )}
    </Stack>
  );
}
