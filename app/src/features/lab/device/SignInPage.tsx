import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Avatar, Card, Inline, Page, Stack, Text } from '@citylife/ui';
import { session } from '../../../stores/session';
import { Notice, Readings } from './LabParts';
import './messages';

/** /lab/signin: only for signed-in users (its route asks for sign-in); shows who that is. */
export function SignInPage() {
  const { t } = useTranslation();
  const { loggedIn, user } = useSnapshot(session);
  if (!loggedIn || !user) return <Notice>{t('labDevice.signin.signedOut')}</Notice>;
  return (
    <Page>
      <Card>
        <Inline space="medium" alignY="center">
          <Avatar name={user.nickname} src={user.avatar || undefined} size="large" />
          <Stack space="xxsmall">
            <Text size="large" weight="strong" breakWord data-testid="signed-in-name">
              {user.nickname}
            </Text>
            <Text tone="muted">{t('labDevice.signin.signedIn')}</Text>
          </Stack>
        </Inline>
      </Card>
      <Readings
        label={t('labDevice.signin.account')}
        items={[
          [t('labDevice.signin.id'), String(user.id)],
          [t('labDevice.signin.nickname'), user.nickname],
          [
            t('labDevice.signin.roles'),
            user.roles.length === 0 ? t('labDevice.signin.noRoles') : user.roles.join(', '),
          ],
        ]}
      />
    </Page>
  );
}
