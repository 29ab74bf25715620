import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { UploadError } from '@citylife/api-client';
import {
  Button,
  EmptyState,
  FileUploader,
  Inline,
  Page,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  useSnackbar,
} from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import { useApiData } from '../../api/useApiData';
import { useFormSubmission } from '../../api/useFormSubmission';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { enterPoll, fetchOpenPolls, uploadEntryPicture, type Poll } from './api';
import { pollPaths } from './paths';
import { PollDataView } from './PollDataView';
import * as styles from './poll.css';
import './messages';

const TITLE_MAX = 50;
const DESCRIPTION_MAX = 1000;
const PICTURES_MAX = 9;
const entryField = fieldsNamed('pollId', 'title', 'description', 'pics');

interface Upload {
  status: 'idle' | 'uploading' | 'done' | 'failed';
  progress: number;
  file?: File;
  reason?: string;
}

/** The entry form for one of the open polls (the one named in the address, if any). */
function EntryForm({ polls, chosen }: { polls: readonly Poll[]; chosen: number | undefined }) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const [pollId, setPollId] = useState(
    String(polls.some((poll) => poll.id === chosen) ? chosen : (polls[0]?.id ?? '')),
  );
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [pics, setPics] = useState<string[]>([]);
  const [upload, setUpload] = useState<Upload>({ status: 'idle', progress: 0 });
  const form = useFormSubmission(entryField);
  const uploading = upload.status === 'uploading';

  const send = async (file: File) => {
    setUpload({ status: 'uploading', progress: 0, file });
    form.clear('pics');
    try {
      const result = await uploadEntryPicture(file, (progress) =>
        setUpload({ status: 'uploading', progress, file }),
      );
      setPics((current) => [...current, result.url].slice(0, PICTURES_MAX));
      setUpload({ status: 'done', progress: 100, file });
    } catch (failure) {
      const reason =
        failure instanceof UploadError && failure.serverMessage
          ? failure.serverMessage
          : t('poll.form.uploadFailed');
      setUpload({ status: 'failed', progress: 0, file, reason });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
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
    navigate(pollPaths.detail(Number(pollId)), { replace: true });
  };

  return (
    <Stack as="form" onSubmit={(event) => void submit(event)} noValidate>
      <Select
        label={t('poll.form.poll')}
        required
        options={polls.map((poll) => ({ value: String(poll.id), label: poll.title }))}
        value={pollId}
        onChange={(value) => {
          setPollId(value);
          form.clear('pollId');
        }}
        error={form.errors.pollId}
      />
      <TextField
        label={t('poll.form.title')}
        required
        maxLength={TITLE_MAX}
        value={title}
        onChange={(value) => {
          setTitle(value);
          form.clear('title');
        }}
        error={form.errors.title}
      />
      <TextArea
        label={t('poll.form.description')}
        maxLength={DESCRIPTION_MAX}
        rows={4}
        value={description}
        onChange={(value) => {
          setDescription(value);
          form.clear('description');
        }}
        error={form.errors.description}
      />
      <Stack space="small">
        <Text weight="strong">{t('poll.form.pictures')}</Text>
        {pics.length > 0 && (
          <ul className={styles.pictures}>
            {pics.map((url, index) => (
              <li key={url}>
                <Stack space="xsmall" align="center">
                  <img
                    className={styles.picture}
                    src={url}
                    alt={t('poll.form.picture', { number: index + 1 })}
                  />
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => setPics((current) => current.filter((item) => item !== url))}
                  >
                    {t('poll.form.removePicture', { number: index + 1 })}
                  </Button>
                </Stack>
              </li>
            ))}
          </ul>
        )}
        <FileUploader
          status={upload.status}
          progress={upload.progress}
          accept="image/*"
          fileName={upload.file?.name}
          error={upload.reason}
          onSelect={(file) => void send(file)}
          onRetry={upload.file ? () => void send(upload.file!) : undefined}
          disabled={pics.length >= PICTURES_MAX || form.sending}
          lang={i18n.language}
        />
        <Text size="small" tone={form.errors.pics ? 'critical' : 'muted'}>
          {form.errors.pics ?? t('poll.form.picturesHint', { count: PICTURES_MAX })}
        </Text>
      </Stack>
      {form.formError && (
        <Text role="alert" size="small" tone="critical">
          {form.formError}
        </Text>
      )}
      <Button type="submit" fullWidth loading={form.sending} disabled={uploading}>
        {t('poll.form.submit')}
      </Button>
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
        <EmptyState
          icon="inbox"
          title={t('poll.form.signIn')}
          action={<Button onClick={() => openLogin()}>{t('poll.form.signInAction')}</Button>}
        />
      </Page>
    );
  }
  return (
    <Page>
      <PollDataView data={polls}>
        {(open) =>
          open.length === 0 ? (
            <EmptyState
              icon="inbox"
              title={t('poll.form.noOpenPolls')}
              action={
                <Inline>
                  <Button variant="soft" href={pollPaths.index}>
                    {t('poll.backToIndex')}
                  </Button>
                </Inline>
              }
            />
          ) : (
            <EntryForm polls={open} chosen={chosen} />
          )
        }
      </PollDataView>
    </Page>
  );
}
