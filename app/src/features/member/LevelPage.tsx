import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Badge, Card, Page, Stack, Text } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { session } from '../../stores/session';
import { fetchAllLevels, fetchMyLevel, type MemberLevel } from './api';
import { DataView } from '../../common/DataView';
import { useScreenVisit } from './useScreenVisit';
import './messages';

/** Every level with its privileges; the member's own level is marked when signed in. */
async function loadLevels(signedIn: boolean) {
  const [levels, mine] = await Promise.all([
    fetchAllLevels(),
    signedIn ? fetchMyLevel() : Promise.resolve(undefined),
  ]);
  return { levels, mine };
}

/** /member/level (open to everyone): the member levels and what each grants. */
export function LevelPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const { visit } = useScreenVisit(path);
  const data = useApiData(`levels-${loggedIn}-${visit}`, () => loadLevels(loggedIn));

  return (
    <Page>
      <DataView data={data} lines={6}>
        {({ levels, mine }) => (
          <Stack as="ul" aria-label={t('routes.member.level')}>
            {levels.map((level: MemberLevel) => (
              <li key={level.id}>
                <Card
                  title={level.name}
                  action={
                    mine?.id === level.id ? (
                      <Badge tone="positive" variant="soft">
                        {t('member.level.mine')}
                      </Badge>
                    ) : undefined
                  }
                >
                  <Stack as="ul" space="small">
                    {level.privileges.map((privilege) => (
                      <li key={privilege.id}>
                        <strong>{privilege.name}</strong>
                        {privilege.description && (
                          <Text size="small" tone="muted">
                            {privilege.description}
                          </Text>
                        )}
                      </li>
                    ))}
                  </Stack>
                </Card>
              </li>
            ))}
          </Stack>
        )}
      </DataView>
    </Page>
  );
}
