import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, EmptyState } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { fetchSummary, type MemberSummary } from './api';
import { DataView } from './DataView';
import { groupDigits } from './format';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';

function MemberCard({ member, nickname }: { member: MemberSummary; nickname: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.memberCard} aria-label={t('routes.member.card')}>
      <p className={styles.memberCardBrand}>{t('app.name')}</p>
      <p className={styles.memberCardLevel}>{member.level.name}</p>
      <p className={styles.memberCardNumber} data-testid="card-number">
        {groupDigits(member.cardNo)}
      </p>
      <div className={styles.memberCardFoot}>
        <span>{nickname}</span>
        <span>
          {t('member.card.since', { date: dayjs(member.createdTime).format('YYYY-MM-DD') })}
        </span>
      </div>
    </section>
  );
}

/** /member/card (open to everyone): the member's card, or a way to sign in and see it. */
export function CardPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { loggedIn, user } = useSnapshot(session);
  const { visit } = useScreenVisit(path);
  const summary = useApiData(`card-${loggedIn}-${visit}`, () =>
    loggedIn ? fetchSummary() : Promise.resolve(null),
  );

  if (!loggedIn) {
    return (
      <div className={styles.page}>
        <EmptyState
          icon="user"
          title={t('member.card.signIn')}
          action={<Button onClick={() => openLogin(path)}>{t('member.card.login')}</Button>}
        />
        <Button variant="ghost" href="/member/level">
          {t('routes.member.level')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <DataView data={summary} lines={4}>
        {(member) => member && <MemberCard member={member} nickname={user?.nickname ?? ''} />}
      </DataView>
      <Button variant="soft" href="/member/level">
        {t('routes.member.level')}
      </Button>
    </div>
  );
}
