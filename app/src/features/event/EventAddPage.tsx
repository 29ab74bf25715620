import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Button,
  Card,
  Columns,
  Column,
  DatePicker,
  EmptyState,
  ErrorState,
  Page,
  PageSection,
  Select,
  Skeleton,
  Stack,
  Text,
  TextArea,
  TextField,
  useSnackbar,
} from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import type { FieldBinding } from '../../api/useFormSubmission';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useFieldForm } from '../../common/useFieldForm';
import { PicturesField } from '../../common/pictures/PicturesField';
import { pictureUploader } from '../../common/pictures/upload';
import { useFormPictures } from '../../common/pictures/useFormPictures';
import { useMessage } from '../../i18n/useMessage';
import {
  addDays,
  chinaDate,
  chinaInstant,
  chinaIso,
  formatChinaDateTime,
} from '../../common/chinaTime';
import { now } from '../../stores/clock';
import { isAdmin, session } from '../../stores/session';
import { addEvent, fetchMyEvents, type CityEvent } from './api';
import {
  TAG_LENGTH_MAX,
  TAGS_MAX,
  TIMES_OF_DAY,
  parseMaxEnrol,
  parseTags,
  tagsProblem,
} from './eventForm';
import { EventReviewState } from './EventReviewState';
import { paths } from '../../lib/paths';
import { FormSubmit } from '../../common/FormSubmit';
import './messages';

const uploadPicture = pictureUploader('event');

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 5000;
const PICTURES_MAX = 9;
/** How far ahead an event may be set. */
const DAYS_AHEAD = 365;

const eventField = fieldsNamed(
  'title',
  'description',
  'startTime',
  'endTime',
  'maxEnrol',
  'tags',
  'pictures',
);
type EventField = NonNullable<ReturnType<typeof eventField>>;

interface EventForm {
  title: string;
  description: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  maxEnrol: string;
  tags: string;
  pictures: string[];
}

/** An empty form: tomorrow from 09:00 to 11:00. */
function emptyForm(): EventForm {
  const tomorrow = addDays(chinaDate(now()), 1);
  return {
    title: '',
    description: '',
    startDate: tomorrow,
    startTime: '09:00',
    endDate: tomorrow,
    endTime: '11:00',
    maxEnrol: '',
    tags: '',
    pictures: [],
  };
}

const timeOptions = TIMES_OF_DAY.map((time) => ({ value: time, label: time }));

/** A required day (from `min` to `max`) and a time of that day, side by side. */
function DayAndTime({
  dayLabel,
  timeLabel,
  min,
  max,
  day,
  onDay,
  time,
}: {
  dayLabel: string;
  timeLabel: string;
  min: string;
  max: string;
  day: string;
  onDay: (day: string) => void;
  time: FieldBinding<string>;
}) {
  const { i18n } = useTranslation();
  return (
    <Columns space="small" alignY="top">
      <Column>
        <DatePicker
          label={dayLabel}
          required
          min={min}
          max={max}
          value={day}
          onChange={onDay}
          lang={i18n.language}
        />
      </Column>
      <Column width="content">
        <Select label={timeLabel} required allowEmpty={false} options={timeOptions} {...time} />
      </Column>
    </Columns>
  );
}

/** The new event's form; a member's waits for review, an admin's is published at once. */
function AddEventForm({ onAdded }: { onAdded: (event: CityEvent) => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { user } = useSnapshot(session);
  const admin = isAdmin(user);
  const {
    form,
    submission,
    set: edit,
    field,
  } = useFieldForm<EventForm, EventField>(emptyForm, eventField, {
    clearsFormMessage: true,
    // An end before a newly chosen start day moves to that day.
    settle: (next, changed) =>
      changed === 'startDate' && next.endDate < next.startDate
        ? { ...next, endDate: next.startDate }
        : next,
  });
  const pictures = useFormPictures(uploadPicture, submission, 'pictures');
  const today = chinaDate(now());

  const check = (): Partial<Record<EventField, string>> => {
    const problems: Partial<Record<EventField, string>> = {};
    const start = chinaInstant(form.startDate, form.startTime);
    const end = chinaInstant(form.endDate, form.endTime);
    if (!form.title.trim()) problems.title = t('event.add.required');
    if (!form.description.trim()) problems.description = t('event.add.required');
    if (!admin && start.getTime() <= now().getTime()) problems.startTime = t('event.add.startPast');
    if (end.getTime() <= start.getTime()) problems.endTime = t('event.add.endBeforeStart');
    if (parseMaxEnrol(form.maxEnrol) === undefined)
      problems.maxEnrol = t('event.add.maxEnrolInvalid');
    const tagProblem = tagsProblem(parseTags(form.tags));
    if (tagProblem === 'tooMany') problems.tags = t('event.add.tagsTooMany', { max: TAGS_MAX });
    if (tagProblem === 'tooLong')
      problems.tags = t('event.add.tagTooLong', { max: TAG_LENGTH_MAX });
    return problems;
  };

  const save = async (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    if (pictures.uploading) return;
    let saved: CityEvent | undefined;
    const sent = await submission.submit(async () => {
      saved = await addEvent({
        title: form.title.trim(),
        description: form.description.trim(),
        startTime: chinaIso(chinaInstant(form.startDate, form.startTime)),
        endTime: chinaIso(chinaInstant(form.endDate, form.endTime)),
        maxEnrol: parseMaxEnrol(form.maxEnrol)!,
        tags: parseTags(form.tags),
        pictures: form.pictures,
      });
    }, check);
    if (!sent || !saved) return;
    const published = saved.review === 'published';
    snackbar.show(t(published ? 'event.add.published' : 'event.add.sent'), { tone: 'positive' });
    onAdded(saved);
  };

  return (
    <Stack space="large">
      <Text tone="muted">{t(admin ? 'event.add.leadAdmin' : 'event.add.lead')}</Text>
      <Stack as="form" onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={t('event.add.title')}
          required
          maxLength={TITLE_MAX}
          {...field('title')}
        />
        <TextArea
          label={t('event.add.description')}
          required
          rows={5}
          maxLength={DESCRIPTION_MAX}
          {...field('description')}
        />
        <DayAndTime
          dayLabel={t('event.add.startDate')}
          timeLabel={t('event.add.startTime')}
          min={today}
          max={addDays(today, DAYS_AHEAD)}
          day={form.startDate}
          onDay={(value) => edit('startDate', value, 'startTime')}
          time={field('startTime')}
        />
        <DayAndTime
          dayLabel={t('event.add.endDate')}
          timeLabel={t('event.add.endTime')}
          min={form.startDate}
          max={addDays(today, DAYS_AHEAD + 30)}
          day={form.endDate}
          onDay={(value) => edit('endDate', value, 'endTime')}
          time={field('endTime')}
        />
        <TextField
          label={t('event.add.maxEnrol')}
          required
          numeric="integer"
          maxLength={6}
          {...field('maxEnrol')}
        />
        <TextField
          label={t('event.add.tags')}
          hint={t('event.add.tagsHint', { max: TAGS_MAX })}
          {...field('tags')}
        />
        <PicturesField
          label={t('event.add.pictures')}
          pictures={form.pictures}
          onChange={(pictures) => edit('pictures', pictures)}
          max={PICTURES_MAX}
          {...pictures.props}
        />
        <FormSubmit
          error={submission.formError}
          sending={submission.sending}
          disabled={pictures.uploading}
        >
          {t('event.add.submit')}
        </FormSubmit>
      </Stack>
    </Stack>
  );
}

/** The events the member added, with where each is in review. */
function MyEvents({ events }: { events: readonly CityEvent[] }) {
  const { t, i18n } = useTranslation();
  if (events.length === 0) return <EmptyState icon="inbox" title={t('event.mine.empty')} />;
  return (
    <Stack as="ul" aria-label={t('event.mine.title')}>
      {events.map((event) => (
        <li key={event.id}>
          <Card
            title={event.title}
            action={
              <Button
                size="small"
                variant="soft"
                href={paths.event.enroll(event.id)}
                aria-label={t('event.mine.viewEvent', { title: event.title })}
              >
                {t('event.mine.view')}
              </Button>
            }
          >
            <Stack space="xsmall">
              <Text size="small" tone="muted">
                {`${formatChinaDateTime(event.startTime, i18n.language)} – ${formatChinaDateTime(event.endTime, i18n.language)}`}
              </Text>
              <EventReviewState event={event} />
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/** /event/add (signed in): the form for a new event, and the member's own events below it. */
export function EventAddPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const mine = useApiData('my-events', fetchMyEvents);
  // The event just added; a new, empty form (keyed by it) follows.
  const [added, setAdded] = useState<CityEvent>();
  return (
    <Page>
      {added && (
        <Text role="status" tone="positive">
          {t(added.review === 'published' ? 'event.add.publishedLead' : 'event.add.sentLead', {
            title: added.title,
          })}
        </Text>
      )}
      <AddEventForm
        key={added?.id ?? 0}
        onAdded={(event) => {
          setAdded(event);
          mine.reload();
        }}
      />
      <PageSection title={t('event.mine.title')}>
        {mine.status === 'failed' ? (
          <ErrorState
            description={message(failureMessage(mine.error))}
            onRetry={mine.reload}
            retryLabel={t('common.retry')}
          />
        ) : mine.data === undefined ? (
          <div role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton lines={4} />
          </div>
        ) : (
          <MyEvents events={mine.data} />
        )}
      </PageSection>
      <Button variant="soft" href={paths.event.index}>
        {t('event.backToIndex')}
      </Button>
    </Page>
  );
}
