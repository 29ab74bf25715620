import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Button,
  Heading,
  IconButton,
  Inline,
  Page,
  Select,
  Stack,
  Text,
  TextField,
  useSnackbar,
  isMainlandMobile,
} from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import { useApiData } from '../../api/useApiData';
import { useFormSubmission } from '../../api/useFormSubmission';
import { PictureGallery } from '../../common/gallery/PictureGallery';
import { usePageShare } from '../../common/share/usePageShare';
import { session } from '../../stores/session';
import { enrollEvent, fetchEvent, type CityEvent } from './api';
import { DataView } from '../../common/DataView';
import { eventNotFound } from './notFound';
import { EventReviewState } from './EventReviewState';
import { EventState } from './EventState';
import { paths } from '../../lib/paths';
import './messages';

const QUANTITY_MAX = 10;
const NAME_MAX = 30;
const enrolField = fieldsNamed('name', 'mobile', 'quantity');

/** The enrolment form of an open event; refusals (full, closed, enrolled) change nothing. */
function EnrolForm({ initial }: { initial: CityEvent }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { user } = useSnapshot(session);
  const [event, setEvent] = useState(initial);
  const [name, setName] = useState(user?.nickname ?? '');
  const [mobile, setMobile] = useState('');
  const [quantity, setQuantity] = useState('1');
  // The places taken by enrolling here; enrolled before when the server said so.
  const [placesTaken, setPlacesTaken] = useState<number>();
  const enrolled = initial.enrolled === true || placesTaken !== undefined;
  const form = useFormSubmission(enrolField);
  const share = usePageShare({
    key: event.id,
    title: event.title,
    description: event.description,
    picture: event.pictures[0] ?? '/favicon.svg',
  });
  const most = Math.max(1, Math.min(QUANTITY_MAX, event.vacancy));
  // Only published events take enrolments; the author of one in review sees where it is.
  const published = event.review === 'published';
  const enrolling = published && !enrolled && event.state === 'open';

  const submit = async (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    let vacancy: number | undefined;
    const sent = await form.submit(
      async () => {
        const enrolment = await enrollEvent({
          eventId: event.id,
          name: name.trim(),
          mobile: mobile.trim(),
          quantity: Number(quantity),
        });
        vacancy = enrolment.vacancy;
      },
      () => ({
        ...(name.trim() ? {} : { name: t('event.form.nameRequired') }),
        ...(isMainlandMobile(mobile.trim()) ? {} : { mobile: t('event.form.mobileInvalid') }),
      }),
    );
    if (!sent) {
      // A refusal may mean the event filled up or closed meanwhile: show it as it is now.
      fetchEvent(event.id).then(setEvent, () => undefined);
      return;
    }
    setPlacesTaken(Number(quantity));
    setEvent((current) => ({
      ...current,
      vacancy: vacancy ?? current.vacancy,
      state: vacancy === 0 ? 'full' : current.state,
    }));
    snackbar.show(t('event.form.enrolled'), { tone: 'positive' });
  };

  return (
    <Stack space="large">
      <PictureGallery
        pictures={event.pictures}
        label={t('event.gallery', { title: event.title })}
        pictureLabel={(index, count) => t('event.picture', { index, count })}
        shape="wide"
      />
      <Stack space="small">
        <Inline align="spaceBetween" alignY="center" wrap={false}>
          <Heading level={2}>{event.title}</Heading>
          {published && <IconButton icon="share" label={t('event.share')} onClick={share.open} />}
        </Inline>
        <Text keepLineBreaks>{event.description}</Text>
        {published ? <EventState event={event} /> : <EventReviewState event={event} />}
      </Stack>
      {!published ? (
        <Text tone="muted">
          {t(
            event.review === 'rejected' ? 'event.review.rejectedLead' : 'event.review.pendingLead',
          )}
        </Text>
      ) : enrolled ? (
        <Text role="status" tone="positive">
          {placesTaken === undefined
            ? t('event.enrolledBefore')
            : t('event.form.enrolledLead', { count: placesTaken })}
        </Text>
      ) : event.state !== 'open' ? (
        <Text tone="muted">{t(`event.refused.${event.state}`)}</Text>
      ) : null}
      {form.formError && (
        <Text role="alert" tone="critical">
          {form.formError}
        </Text>
      )}
      {enrolling && (
        <Stack as="form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t('event.form.name')}
            required
            maxLength={NAME_MAX}
            {...form.bind('name', name, setName)}
          />
          <TextField
            label={t('event.form.mobile')}
            required
            type="tel"
            numeric="integer"
            maxLength={11}
            {...form.bind('mobile', mobile, setMobile)}
          />
          <Select
            label={t('event.form.quantity')}
            required
            options={Array.from({ length: most }, (_, index) => ({
              value: String(index + 1),
              label: String(index + 1),
            }))}
            {...form.bind('quantity', quantity, setQuantity)}
          />
          <Button type="submit" fullWidth loading={form.sending}>
            {t('event.form.submit')}
          </Button>
        </Stack>
      )}
      <Button variant="soft" href={paths.event.index}>
        {t('event.backToIndex')}
      </Button>
      {share.dialogs}
    </Stack>
  );
}

/** /event/enroll/{id} (signed in): the event's places and the enrolment form. */
export function EventEnrollPage({ id }: { id: string | undefined }) {
  const eventId = Number(id);
  const event = useApiData(`event-${eventId}`, () => fetchEvent(eventId));
  return (
    <Page>
      <DataView data={event} lines={8} notFound={eventNotFound}>
        {(loaded) => <EnrolForm key={loaded.id} initial={loaded} />}
      </DataView>
    </Page>
  );
}
