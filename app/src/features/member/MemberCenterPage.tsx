import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Avatar,
  Badge,
  Box,
  Card,
  Inline,
  List,
  ListItem,
  Page,
  PageSection,
  Stack,
  Text,
  Tiles,
  formatPrice,
} from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { session } from '../../stores/session';
import { fetchSummary } from './api';
import { DataView } from '../../common/DataView';
import { useScreenVisit } from './useScreenVisit';
import './messages';
import { paths } from '../../lib/paths';
import { plainLink } from '../../common/links.css';

/** A figure's tile: a raised surface with the value over its name, centred. */
const tile = {
  display: 'grid',
  justifyItems: 'center',
  gap: 'xxsmall',
  padding: 'medium',
  borderRadius: 'medium',
  background: 'surface',
  boxShadow: 'small',
  color: 'text',
  textAlign: 'center',
} as const;

/** One of the member's figures on a tile, a link when the figure has a screen. */
function Figure({ value, name, href }: { value: ReactNode; name: string; href?: string }) {
  const content = (
    <>
      <Text as="span" size="large" weight="strong" tabularNumbers>
        {value}
      </Text>
      <Text as="span" size="xsmall" tone="muted">
        {name}
      </Text>
    </>
  );
  return (
    <li>
      {href ? (
        <Box as="a" href={href} className={plainLink} {...tile}>
          {content}
        </Box>
      ) : (
        <Box as="span" {...tile}>
          {content}
        </Box>
      )}
    </li>
  );
}

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
    <Page>
      <Card>
        <Inline space="medium" wrap={false}>
          <Avatar name={nickname} src={user?.avatar} size="large" />
          <Stack space="xxsmall">
            <Text size="large" weight="strong" breakWord>
              {nickname}
            </Text>
            {summary.data && (
              <>
                <Text size="small" tone="muted">
                  {t('member.cardNo', { cardNo: summary.data.cardNo })}
                </Text>
                <span>
                  <Badge tone="accent" variant="soft">
                    {summary.data.level.name}
                  </Badge>
                </span>
              </>
            )}
          </Stack>
        </Inline>
      </Card>

      <DataView data={summary} lines={2}>
        {(member) => (
          <Tiles as="ul" columns={3} space="small" aria-label={t('member.figures')}>
            <Figure
              value={formatPrice(member.account.balance)}
              name={t('member.balance')}
              href={paths.member.account}
            />
            <Figure
              value={member.credit.balance}
              name={t('member.points')}
              href={paths.member.credit}
            />
            <Figure
              value={member.voucherCount}
              name={t('member.vouchers')}
              href={paths.member.vouchers}
            />
          </Tiles>
        )}
      </DataView>

      <PageSection title={t('member.services')} titleStyle="label">
        <List>
          <ListItem
            title={t('routes.member.orderList')}
            href={paths.member.orderList('ShoppingCartOrder')}
          />
          <ListItem title={t('routes.member.paycode')} href={paths.member.paycode} />
          <ListItem title={t('routes.member.topup')} href={paths.member.topup} />
          <ListItem title={t('routes.member.favorite')} href={paths.member.favorite} />
          <ListItem title={t('routes.member.address')} href={paths.member.address} />
          <ListItem title={t('routes.member.level')} href={paths.member.level} />
          <ListItem title={t('routes.member.card')} href={paths.member.card} />
        </List>
      </PageSection>

      <PageSection title={t('member.settings')} titleStyle="label">
        <List>
          <ListItem title={t('routes.user.profile')} href={paths.user.profile} />
          <ListItem title={t('routes.member.modifypassword')} href={paths.member.modifypassword} />
          <ListItem title={t('routes.classified.mine')} href={paths.classified.mine} />
          <ListItem title={t('routes.registration.home')} href={paths.registration.home} />
          <ListItem title={t('routes.root.feedback')} href={paths.feedback} />
        </List>
      </PageSection>
    </Page>
  );
}
