import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { attractionTypeValues } from '@citylife/api-client';
import { Button, Dialog, Select, Stack, TextField, useSnackbar } from '@citylife/ui';
import { useFormSubmission } from '../../../api/useFormSubmission';
import { PicturesField } from '../../../common/pictures/PicturesField';
import { useFormPictures } from '../../../common/pictures/useFormPictures';
import { preferences } from '../../../stores/preferences';
import { addAttraction, uploadAttractionPicture, type AttractionDetail } from './api';
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
import { latLngText, type LatLng } from '../../../common/latLng';
import { FormError } from '../../../common/FormSubmit';
import './messages';

export interface AddPointDialogProps {
  open: boolean;
  onClose: () => void;
  /** The current location, sent as latlng. */
  position: LatLng | undefined;
  /** The new attraction as the server answered. */
  onAdded: (attraction: AttractionDetail) => void;
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
  // A new picture field (no upload shown) after closing or saving.
  const [pictureField, setPictureField] = useState(0);
  const submission = useFormSubmission(addPointFieldOf);
  const pictures = useFormPictures(uploadAttractionPicture, submission, 'pics');

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
    if (!pictures.uploading) setPictureField((key) => key + 1);
    onClose();
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pictures.uploading) return;
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
      setPictureField((key) => key + 1);
      onClose();
    }
  };

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
            disabled={!position || pictures.uploading}
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
          options={attractionTypeValues.map((type) => ({
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
        <PicturesField
          key={pictureField}
          label={t('mapDialogs.addPoint.pictures')}
          pictures={form.pics}
          onChange={(pics) => setForm((current) => ({ ...current, pics }))}
          max={PICTURES_MAX}
          {...pictures.props}
        />
        <FormError message={submission.formError} />
      </Stack>
    </Dialog>
  );
}
