import { Card, Inline, Page, Stack, Text } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { paths } from '../../lib/paths';
import { fetchVoucher } from './api';
import { VoucherFacts, VoucherStatusBadge, useVoucherTerms } from './VoucherFacts';
import { useScreenVisit } from './useScreenVisit';
import './messages';

/** /member/voucher/{id}: one of the member's vouchers with all its rules. */
export function VoucherDetailPage({ id = '', path }: { id?: string; path: string }) {
  const { visit } = useScreenVisit(path);
  const voucherId = Number(id);
  const valid = Number.isInteger(voucherId) && voucherId > 0;
  const voucher = useApiData(`voucher-${id}-${visit}`, () =>
    valid ? fetchVoucher(voucherId) : Promise.reject(new Error('not a voucher id')),
  );
  const terms = useVoucherTerms();
  return (
    <Page>
      <DataView
        data={voucher}
        lines={8}
        missing={!valid}
        notFound={{
          title: 'member.voucher.notFound',
          back: 'routes.member.vouchers',
          backHref: paths.member.vouchers,
        }}
      >
        {(found) => (
          <Card>
            <Stack space="medium">
              <Inline align="spaceBetween" wrap={false}>
                <Text as="h2" size="large" weight="strong" breakWord>
                  {found.name}
                </Text>
                <VoucherStatusBadge status={found.status} />
              </Inline>
              <Text>{terms(found)}</Text>
              <VoucherFacts voucher={found} />
            </Stack>
          </Card>
        )}
      </DataView>
    </Page>
  );
}
