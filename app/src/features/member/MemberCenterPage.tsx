import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Avatar, Badge, Card, List, ListItem, formatPrice } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { session } from '../../stores/session';
import { fetchSummary } from './api';
import { DataView } from './DataView';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';

/**
 * /member/center: who the member is, their figures, and the member menu (profile, change
 * password, my classified posts, feedback).
 */
export function MemberCenterPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const { visit } = useScreenVisit(path);
  const summary = useApiData(`summary-${visit}`, fetchSummary);
  const nickname = user?.nickname ?? '';

  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.profile}>
          <Avatar name={nickname} src={user?.avatar} size="large" />
          <div className={styles.profileText}>
            <p className={styles.name}>{nickname}</p>
            {summary.data && (
              <>
                <p className={styles.muted}>
                  {t('member.cardNo', { cardNo: summary.data.cardNo })}
                </p>
                <span>
                  <Badge tone="accent" variant="soft">
                    {summary.data.level.name}
                  </Badge>
                </span>
              </>
            )}
          </div>
        </div>
      </Card>

      <DataView data={summary} lines={2}>
        {(member) => (
          <ul className={styles.figures} aria-label={t('member.figures')}>
            <li>
              <a className={styles.figure} href="/member/account">
                <span className={styles.figureValue}>{formatPrice(member.account.balance)}</span>
                <span className={styles.figureName}>{t('member.balance')}</span>
              </a>
            </li>
            <li>
              <a className={styles.figure} href="/member/credit">
                <span className={styles.figureValue}>{member.credit.balance}</span>
                <span className={styles.figureName}>{t('member.points')}</span>
              </a>
            </li>
            <li>
              <span className={styles.figure}>
                <span className={styles.figureValue}>{member.voucherCount}</span>
                <span className={styles.figureName}>{t('member.vouchers')}</span>
              </span>
            </li>
          </ul>
        )}
      </DataView>

      <section className={styles.section} aria-labelledby="member-services">
        <h2 id="member-services" className={styles.sectionTitle}>
          {t('member.services')}
        </h2>
        <List>
          <ListItem
            title={t('routes.member.orderList')}
            href="/member/order/list/ShoppingCartOrder"
          />
          <ListItem title={t('routes.member.paycode')} href="/member/paycode" />
          <ListItem title={t('routes.member.topup')} href="/member/topup" />
          <ListItem title={t('routes.member.favorite')} href="/member/favorite" />
          <ListItem title={t('routes.member.address')} href="/member/address" />
          <ListItem title={t('routes.member.level')} href="/member/level" />
          <ListItem title={t('routes.member.card')} href="/member/card" />
        </List>
      </section>

      <section className={styles.section} aria-labelledby="member-settings">
        <h2 id="member-settings" className={styles.sectionTitle}>
          {t('member.settings')}
        </h2>
        <List>
          <ListItem title={t('routes.user.profile')} href="/user/profile" />
          <ListItem title={t('routes.member.modifypassword')} href="/member/modifypassword" />
          <ListItem title={t('routes.classified.mine')} href="/classified/mine" />
          <ListItem title={t('routes.root.feedback')} href="/feedback" />
        </List>
      </section>
    </div>
  );
}
