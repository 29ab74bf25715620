import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import {
  Button,
  EmptyState,
  Inline,
  Page,
  Select,
  Stack,
  TextArea,
  TextField,
  useSnackbar,
} from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import { useApiData } from '../../api/useApiData';
import { useFormSubmission } from '../../api/useFormSubmission';
import { PicturesField } from '../../common/pictures/PicturesField';
import { pictureUploader } from '../../common/pictures/upload';
import { useFormPictures } from '../../common/pictures/useFormPictures';
import { session } from '../../stores/session';
import { enterPoll, fetchOpenPolls, type Poll } from './api';
import { DataView } from '../../common/DataView';
import { pollNotFound } from './notFound';
import { SignInPrompt } from '../../common/SignInPrompt';
import './messages';
import { paths } from '../../lib/paths';
import { FormSubmit } from '../../common/FormSubmit';

const uploadPicture = pictureUploader('poll');

const TITLE_MAX = 50;
const DESCRIPTION_MAX = 1000;
const PICTURES_MAX = 9;
const entryField = fieldsNamed('pollId', 'title', 'description', 'pics');

/** The entry form for one of the open polls (the one named in the address, if any). */
function EntryForm({ polls, chosen }: { polls: readonly Poll[]; chosen: number | undefined }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const [pollId, setPollId] = useState(
    String(polls.some((poll) => poll.id === chosen) ? chosen : (polls[0]?.id ?? '')),
  );
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [pics, setPics] = useState<string[]>([]);
  const form = useFormSubmission(entryField);
  const pictures = useFormPictures(uploadPicture, form, 'pics', { clearsFormMessage: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pictures.uploading) return;
    const sent = await form.submit(
      () =>
        enterPoll({
          pollId: Number(pollId),
          title: title.trim(),
          description: description.trim(),
          pics,
        }),
      () => ({
        ...(title.trim() ? {} : { title: t('poll.form.titleRequired') }),
        ...(pics.length > 0 ? {} : { pics: t('poll.form.picturesRequired') }),
      }),
    );
    if (!sent) return;
    snackbar.show(t('poll.form.sent'), { tone: 'positive' });
    navigate(paths.poll.detail(Number(pollId)), { replace: true });
  };

  return (
    <Stack as="form" onSubmit={(event) => void submit(event)} noValidate>
      <Select
        label={t('poll.form.poll')}
        required
        options={polls.map((poll) => ({ value: String(poll.id), label: poll.title }))}
        {...form.bind('pollId', pollId, setPollId)}
      />
      <TextField
        label={t('poll.form.title')}
        required
        maxLength={TITLE_MAX}
        {...form.bind('title', title, setTitle)}
      />
      <TextArea
        label={t('poll.form.description')}
        maxLength={DESCRIPTION_MAX}
        rows={4}
        {...form.bind('description', description, setDescription)}
      />
      <PicturesField
        label={t('poll.form.pictures')}
        pictures={pics}
        onChange={setPics}
        max={PICTURES_MAX}
        {...pictures.props}
      />
      <FormSubmit error={form.formError} sending={form.sending} disabled={pictures.uploading}>
        {t('poll.form.submit')}
      </FormSubmit>
    </Stack>
  );
}

/** /poll/enroll (?poll={id}): a signed-in member submits an entry to an open poll. */
export function PollEnrollPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const chosen = Number(new URLSearchParams(useSearch()).get('poll')) || undefined;
  const polls = useApiData('polls-open', fetchOpenPolls);
  if (!loggedIn) {
    return (
      <Page>
        <SignInPrompt
          icon="inbox"
          title={t('poll.form.signIn')}
          action={t('poll.form.signInAction')}
        />
      </Page>
    );
  }
  return (
    <Page>
      <DataView data={polls} lines={6} notFound={pollNotFound}>
        {(open) =>
          open.length === 0 ? (
            <EmptyState
              icon="inbox"
              title={t('poll.form.noOpenPolls')}
              action={
                <Inline>
                  <Button variant="soft" href={paths.poll.index}>
                    {t('poll.backToIndex')}
                  </Button>
                </Inline>
              }
            />
          ) : (
            <EntryForm polls={open} chosen={chosen} />
          )
        }
      </DataView>
    </Page>
  );
}
