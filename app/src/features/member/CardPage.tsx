import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useState } from 'react';
import { Box, Button, Inline, Page, Text } from '@citylife/ui';
import { isWechatBrowser } from '../../api/device';
import { WechatCardButton } from './WechatCardButton';
import { useApiData } from '../../api/useApiData';
import { session } from '../../stores/session';
import { fetchSummary, type MemberSummary } from './api';
import { DataView } from '../../common/DataView';
import { groupDigits } from './format';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import { SignInPrompt } from '../../common/SignInPrompt';
import './messages';
import { paths } from '../../lib/paths';

function MemberCard({ member, nickname }: { member: MemberSummary; nickname: string }) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-label={t('routes.member.card')}
      display="grid"
      gap="small"
      padding="xlarge"
      borderRadius="large"
      background="brand"
      color="onBrand"
      boxShadow="medium"
      className={styles.memberCard}
    >
      <Text weight="strong">{t('app.name')}</Text>
      <Text size="small">{member.level.name}</Text>
      <Text
        size="xlarge"
        tabularNumbers
        className={`${styles.digits} ${styles.cardNumber}`}
        data-testid="card-number"
      >
        {groupDigits(member.cardNo)}
      </Text>
      <Inline align="spaceBetween" wrap={false}>
        <Text as="span" size="xsmall">
          {nickname}
        </Text>
        <Text as="span" size="xsmall">
          {t('member.card.since', { date: dayjs(member.createdTime).format('YYYY-MM-DD') })}
        </Text>
      </Inline>
    </Box>
  );
}

/** /member/card (open to everyone): the member's card, or a way to sign in and see it. */
export function CardPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { loggedIn, user } = useSnapshot(session);
  const { visit } = useScreenVisit(path);
  const [reads, setReads] = useState(0);
  const summary = useApiData(`card-${loggedIn}-${visit}-${reads}`, () =>
    loggedIn ? fetchSummary() : Promise.resolve(null),
  );
  const [inWechat] = useState(() => isWechatBrowser(navigator.userAgent));

  if (!loggedIn) {
    return (
      <Page>
        <SignInPrompt
          icon="user"
          title={t('member.card.signIn')}
          action={t('member.card.login')}
          returnTo={path}
        />
        <Button variant="ghost" href={paths.member.level}>
          {t('routes.member.level')}
        </Button>
      </Page>
    );
  }
  return (
    <Page>
      <DataView data={summary} lines={4}>
        {(member) =>
          member && (
            <>
              <MemberCard member={member} nickname={user?.nickname ?? ''} />
              {member.wechatCode ? (
                <Text size="small" tone="muted" data-testid="card-in-wechat">
                  {t('member.card.inWechat')}
                </Text>
              ) : (
                inWechat && <WechatCardButton onAdded={() => setReads((count) => count + 1)} />
              )}
            </>
          )
        }
      </DataView>
      <Button variant="soft" href={paths.member.level}>
        {t('routes.member.level')}
      </Button>
    </Page>
  );
}
