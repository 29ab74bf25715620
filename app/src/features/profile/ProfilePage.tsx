import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  AreaPicker,
  Button,
  DatePicker,
  ErrorState,
  Page,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
  useSnackbar,
} from '@citylife/ui';
import { fetchAreaTree, type AreaProvince } from '../../api/areas';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useFieldForm } from '../../common/useFieldForm';
import { useMessage } from '../../i18n/useMessage';
import { useGoBack } from '../../lib/goBack';
import { localToday } from '../../stores/clock';
import { session, updateUser } from '../../stores/session';
import { fetchProfile, saveProfile, type Profile } from './api';
import { AvatarField } from './AvatarField';
import {
  TEXT_MAX,
  checkProfile,
  profileFieldOf,
  profileFormOf,
  profileInputOf,
  type ProfileField,
  type ProfileForm,
} from './profileForm';
import { FormError } from '../../common/FormSubmit';
import './messages';

async function loadProfileAndAreas(): Promise<[Profile, AreaProvince[]]> {
  return Promise.all([fetchProfile(), fetchAreaTree()]);
}

/** /user/profile: the member's profile, saved only on Save. */
export function ProfilePage() {
  const { t } = useTranslation();
  const message = useMessage();
  const loaded = useApiData('profile', loadProfileAndAreas);

  if (loaded.status === 'failed') {
    return (
      <ErrorState
        description={message(failureMessage(loaded.error))}
        onRetry={loaded.reload}
        retryLabel={t('common.retry')}
      />
    );
  }
  if (!loaded.data) {
    return (
      <Page>
        <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton shape="circle" width={72} height={72} />
          <Skeleton lines={6} />
        </Stack>
      </Page>
    );
  }
  const [profile, tree] = loaded.data;
  return <ProfileEditor profile={profile} tree={tree} />;
}

function ProfileEditor({ profile, tree }: { profile: Profile; tree: AreaProvince[] }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const goBack = useGoBack();
  const { user } = useSnapshot(session);
  const { form, submission, field } = useFieldForm<ProfileForm, ProfileField>(
    () => profileFormOf(profile),
    profileFieldOf,
  );
  const sex = field('sex');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await submission.submit(
      async () => {
        const saved = await saveProfile(profileInputOf(form));
        // The avatar and the name are the user info's too (the drawer and the member centre
        // show them): the server keeps the nickname when the name is left empty.
        if (session.user) {
          updateUser({ ...session.user, avatar: saved.avatar, nickname: saved.name });
        }
        snackbar.show(t('profile.saved'), { tone: 'positive' });
        goBack();
      },
      () => {
        const problems = Object.keys(checkProfile(form)) as ProfileField[];
        return Object.fromEntries(
          problems.map((field) => [field, t('profile.tooLong', { max: TEXT_MAX })]),
        );
      },
    );
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Page
        actions={
          <Button type="submit" fullWidth loading={submission.sending}>
            {t('profile.save')}
          </Button>
        }
      >
        <Stack>
          <AvatarField name={form.name || user?.nickname || ''} {...field('avatar')} />
          <TextField
            label={t('profile.name')}
            autoComplete="name"
            maxLength={TEXT_MAX}
            {...field('name')}
          />
          <RadioGroup
            label={t('profile.sex')}
            orientation="horizontal"
            options={[
              { value: 'female', label: t('profile.female') },
              { value: 'male', label: t('profile.male') },
            ]}
            {...sex}
            onChange={(value) => sex.onChange(value === 'male' ? 'male' : 'female')}
          />
          <AreaPicker label={t('profile.area')} tree={tree} {...field('area')} />
          <DatePicker label={t('profile.birthDate')} {...field('birthDate')} max={localToday()} />
          <TextField
            label={t('profile.occupation')}
            autoComplete="organization-title"
            maxLength={TEXT_MAX}
            {...field('occupation')}
          />
          <FormError message={submission.formError} />
        </Stack>
      </Page>
    </form>
  );
}
