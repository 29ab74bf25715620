import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Card,
  EmptyState,
  Inline,
  Page,
  Stack,
  Tabs,
  Text,
  formatPrice,
  textStyle,
} from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { formatChinaDateTime } from '../../common/chinaTime';
import { paths } from '../../lib/paths';
import { fetchAllVouchers } from './api';
import { VoucherStatusBadge, useVoucherTerms } from './VoucherFacts';
import { voucherStatusOf, voucherStatuses, vouchersByStatus, type Voucher } from './vouchers';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';

function VoucherCard({ voucher }: { voucher: Voucher }) {
  const { t, i18n } = useTranslation();
  const terms = useVoucherTerms();
  return (
    <Card aria-label={voucher.name}>
      <Inline align="spaceBetween" wrap={false}>
        <Stack space="xxsmall">
          <a
            className={`${textStyle({ tone: 'neutral', weight: 'medium', breakWord: true })} ${styles.hoverLink}`}
            href={paths.member.voucher(voucher.id)}
          >
            {voucher.name}
          </a>
          <Text size="small">{terms(voucher)}</Text>
          <Text size="small" tone="muted">
            {t('member.voucher.until', {
              date: formatChinaDateTime(voucher.expiresAt, i18n.language),
            })}
          </Text>
        </Stack>
        <Stack space="xxsmall" align="end">
          <Text size="large" weight="strong" tone="price">
            {formatPrice(voucher.amount)}
          </Text>
          <VoucherStatusBadge status={voucher.status} />
        </Stack>
      </Inline>
    </Card>
  );
}

/** /member/voucher: the member's vouchers in three tabs, usable, used and expired. */
export function VoucherListPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const { visit } = useScreenVisit(path);
  const vouchers = useApiData(`vouchers-${visit}`, fetchAllVouchers);
  const [tab, setTab] = useState(voucherStatusOf(undefined));

  return (
    <Page>
      <DataView data={vouchers} lines={4}>
        {(all) => {
          const groups = vouchersByStatus(all);
          return (
            <Box>
              <Tabs
                label={t('routes.member.vouchers')}
                items={voucherStatuses.map((status) => ({
                  id: status,
                  label: t(`member.voucher.status.${status}`),
                  count: groups[status].length,
                }))}
                value={tab}
                onChange={(id) => setTab(voucherStatusOf(id))}
              >
                {groups[tab].length === 0 ? (
                  <EmptyState icon="inbox" title={t(`member.voucher.empty.${tab}`)} />
                ) : (
                  <Stack as="ul" aria-label={t(`member.voucher.status.${tab}`)}>
                    {groups[tab].map((voucher) => (
                      <li key={voucher.id}>
                        <VoucherCard voucher={voucher} />
                      </li>
                    ))}
                  </Stack>
                )}
              </Tabs>
            </Box>
          );
        }}
      </DataView>
    </Page>
  );
}
