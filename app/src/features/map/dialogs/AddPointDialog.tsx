import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Box,
  Button,
  Dialog,
  FileUploader,
  IconButton,
  Select,
  Stack,
  Text,
  TextField,
  Tiles,
  useSnackbar,
  type UploadStatus,
} from '@citylife/ui';
import { ApiError, NetworkError, UploadError } from '@citylife/api-client';
import { useFormSubmission } from '../../../api/useFormSubmission';
import { preferences } from '../../../stores/preferences';
import { showAlert } from '../../../stores/alerts';
import { addAttraction, uploadAttractionPicture, type AttractionDetail } from './api';
import { ATTRACTION_TYPES } from '../filters';
import {
  EMPTY_ADD_POINT,
  NAME_MAX,
  PICTURES_MAX,
  addPointFieldOf,
  checkAddPoint,
  newAttractionOf,
  type AddPointField,
  type AddPointForm,
  type AddPointProblem,
} from './addPointForm';
import { latLngText, type GeoPoint } from './directions';
import * as styles from './Dialogs.css';
import './messages';

export interface AddPointDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current location, sent as latlng. */
  position: GeoPoint | undefined;
  /** The new attraction as the server answered. */
  onAdded: (attraction: AttractionDetail) => void;
}

/** The picture being uploaded (or the last one), for the uploader's progress and retry. */
interface Upload {
  status: UploadStatus;
  progress: number;
  file?: File;
  reason?: string;
}

/**
 * Adds a point to the map where one stands: its name, type and up to nine pictures
 * (uploaded as they are chosen, with progress). For signed-in members; the page offers it
 * only to them.
 */
export function AddPointDialog({ open, onClose, position, onAdded }: AddPointDialogProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { locale } = useSnapshot(preferences);
  const [form, setForm] = useState<AddPointForm>(EMPTY_ADD_POINT);
  const [upload, setUpload] = useState<Upload>({ status: 'idle', progress: 0 });
  const submission = useFormSubmission(addPointFieldOf);
  const uploading = upload.status === 'uploading';

  const explain = (problem: AddPointProblem) =>
    ({
      noPosition: t('mapDialogs.addPoint.noPosition'),
      required: t('mapDialogs.addPoint.nameRequired'),
      tooLong: t('mapDialogs.addPoint.nameTooLong', { max: NAME_MAX }),
      tooMany: t('mapDialogs.addPoint.picturesHint', { max: PICTURES_MAX }),
    })[problem];

  /** Closing keeps what was typed and uploaded, for the next time; messages go. */
  const close = () => {
    submission.clear('latlng', 'name', 'type', 'pics');
    if (!uploading) setUpload({ status: 'idle', progress: 0 });
    onClose();
  };

  const reasonOf = (failure: unknown) => {
    if (failure instanceof UploadError)
      return failure.serverMessage ?? t('mapDialogs.addPoint.uploadRetry');
    if (failure instanceof ApiError) return failure.message;
    if (failure instanceof NetworkError) return t('system.network_error');
    return t('system.something_wrong');
  };

  const send = async (file: File) => {
    setUpload({ status: 'uploading', progress: 0, file });
    submission.forget('pics');
    try {
      const result = await uploadAttractionPicture(file, (progress) =>
        setUpload({ status: 'uploading', progress, file }),
      );
      setForm((current) => ({
        ...current,
        pics: [...current.pics, result.url].slice(0, PICTURES_MAX),
      }));
      setUpload({ status: 'done', progress: 100, file });
      if (result.shrunk) showAlert('mapDialogs.addPoint.shrunk');
    } catch (failure) {
      setUpload({ status: 'failed', progress: 0, file, reason: reasonOf(failure) });
    }
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (uploading) return;
    const saved = await submission.submit(
      async () => {
        const attraction = await addAttraction(newAttractionOf(form, position!));
        onAdded(attraction);
        snackbar.show(t('mapDialogs.addPoint.added'), { tone: 'positive' });
      },
      () => {
        const problems = Object.entries(checkAddPoint(form, position)) as [
          AddPointField,
          AddPointProblem,
        ][];
        return Object.fromEntries(problems.map(([field, problem]) => [field, explain(problem)]));
      },
    );
    if (saved) {
      setForm(EMPTY_ADD_POINT);
      setUpload({ status: 'idle', progress: 0 });
      onClose();
    }
  };

  const full = form.pics.length >= PICTURES_MAX;

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('mapDialogs.addPoint.title')}
      lang={locale}
      actions={
        <>
          <Button variant="soft" onClick={close}>
            {t('mapDialogs.addPoint.cancel')}
          </Button>
          <Button
            loading={submission.sending}
            disabled={!position || uploading}
            onClick={() => void save()}
          >
            {t('mapDialogs.addPoint.save')}
          </Button>
        </>
      }
    >
      <Stack as="form" space="medium" noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label={t('mapDialogs.addPoint.latlng')}
          value={position ? latLngText(position) : ''}
          onChange={() => {}}
          readOnly
          hint={position ? undefined : t('mapDialogs.addPoint.noPosition')}
          error={submission.errors.latlng}
        />
        <TextField
          label={t('mapDialogs.addPoint.name')}
          required
          maxLength={NAME_MAX}
          value={form.name}
          onChange={(name) => {
            setForm((current) => ({ ...current, name }));
            submission.forget('name');
          }}
          error={submission.errors.name}
        />
        <Select
          label={t('mapDialogs.addPoint.type')}
          required
          options={ATTRACTION_TYPES.map((type) => ({
            value: type,
            label: t(`mapDialogs.type.${type}`),
          }))}
          value={form.type}
          onChange={(type) => {
            setForm((current) => ({ ...current, type: type as AddPointForm['type'] }));
            submission.forget('type');
          }}
          error={submission.errors.type}
        />
        <Stack space="small">
          <Text weight="strong">{t('mapDialogs.addPoint.pictures')}</Text>
          {form.pics.length > 0 && (
            <Tiles as="ul" columns={3} space="small">
              {form.pics.map((url, index) => (
                <Box as="li" key={`${url}-${index}`} position="relative">
                  <img
                    className={styles.thumbnail}
                    src={url}
                    alt={t('mapDialogs.addPoint.picture', { index: index + 1 })}
                  />
                  <span className={styles.thumbnailRemove}>
                    <IconButton
                      icon="close"
                      size="small"
                      variant="solid"
                      label={t('mapDialogs.addPoint.removePicture', { index: index + 1 })}
                      onClick={() =>
                        setForm((current) => ({
                          ...current,
                          pics: current.pics.filter((_, position) => position !== index),
                        }))
                      }
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
            label={t('mapDialogs.addPoint.choosePicture')}
            fileName={upload.file?.name}
            error={
              upload.reason && t('mapDialogs.addPoint.uploadFailed', { reason: upload.reason })
            }
            onSelect={(file) => void send(file)}
            onRetry={upload.file ? () => void send(upload.file!) : undefined}
            disabled={full || submission.sending}
            lang={locale}
          />
          <Text size="small" tone={submission.errors.pics ? 'critical' : 'muted'}>
            {submission.errors.pics ?? t('mapDialogs.addPoint.picturesHint', { max: PICTURES_MAX })}
          </Text>
        </Stack>
        {submission.formError && (
          <Text role="alert" size="small" tone="critical">
            {submission.formError}
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
