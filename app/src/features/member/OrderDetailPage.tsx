import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  Page,
  Stack,
  Text,
  formatPrice,
  textStyle,
} from '@citylife/ui';
import { isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { fetchOrder, type Order } from './api';
import { DataView } from '../../common/DataView';
import { Facts } from './Facts';
import { OrderStatusBadge } from './OrderStatusBadge';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';
import { paths, withQuery } from '../../lib/paths';
import { Thumbnail } from '../../common/pictures/Thumbnail';

function time(value: string | undefined) {
  return value && <time dateTime={value}>{dayjs(value).format('YYYY-MM-DD HH:mm')}</time>;
}

/** Orders whose goods the member has (or will have): their lines can be reviewed. */
export function reviewable(order: Order): boolean {
  return (
    order.type === 'ShoppingCartOrder' &&
    (order.status === 'paid' || order.status === 'shipped' || order.status === 'completed')
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const address = order.address;
  const canReview = reviewable(order);
  return (
    <>
      <Card>
        <Stack space="small">
          <Inline align="spaceBetween" wrap={false}>
            <strong>{t('member.order.number', { sn: order.order_sn })}</strong>
            <OrderStatusBadge status={order.status} />
          </Inline>
          <Facts
            rows={[
              [t('member.order.typeLabel'), t(`member.order.type.${order.type}`)],
              [t('member.order.created'), time(order.createdTime)],
              [t('member.order.payTime'), time(order.payTime)],
              [
                t('member.order.payType'),
                order.paytype && t(`member.order.payTypes.${order.paytype}`),
              ],
              [t('member.order.memo'), order.memo],
            ]}
          />
        </Stack>
      </Card>

      {order.items.length > 0 && (
        <Card title={t('member.order.items')}>
          <Stack as="ul">
            {order.items.map((item, index) => (
              <Inline as="li" key={`${item.itemid}-${index}`} space="medium" wrap={false}>
                <Thumbnail size={56} radius="small" reserved src={item.pic} alt="" />
                <Stack space="xxsmall">
                  <a
                    className={`${textStyle({ tone: 'neutral', weight: 'medium', breakWord: true })} ${styles.hoverLink}`}
                    href={paths.shoppingcart.item(item.itemid)}
                  >
                    {item.name}
                  </a>
                  {Object.keys(item.sku).length > 0 && (
                    <Text size="small" tone="muted">
                      {Object.entries(item.sku)
                        .map(([name, value]) => `${name}: ${value}`)
                        .join(' · ')}
                    </Text>
                  )}
                  <Text size="small" tone="muted">
                    {formatPrice(item.price)} × {item.qty}
                  </Text>
                </Stack>
                <Stack space="xxsmall" align="end">
                  <span>{formatPrice(item.subtotal)}</span>
                  {canReview && (
                    <Button
                      size="small"
                      variant="soft"
                      href={withQuery(paths.shoppingcart.item(item.itemid), { review: 1 })}
                      aria-label={t('member.order.reviewItem', { name: item.name })}
                    >
                      {t('member.order.review')}
                    </Button>
                  )}
                </Stack>
              </Inline>
            ))}
          </Stack>
        </Card>
      )}

      {order.deliveryType && (
        <Card title={t('member.order.delivery')}>
          <Facts
            rows={[
              [
                t('member.order.deliveryType'),
                t(`member.order.deliveryTypes.${order.deliveryType}`),
              ],
              [
                t('member.order.deliveryFee'),
                order.deliveryFee === undefined ? undefined : formatPrice(order.deliveryFee),
              ],
              [
                t('member.order.address'),
                address &&
                  [address.province, address.city, address.district, address.detail]
                    .filter(Boolean)
                    .join(' '),
              ],
              [
                t('member.order.selfPick'),
                [order.selfPickDate, order.selfPickTime].filter(Boolean).join(' '),
              ],
              [t('member.order.contact'), address?.contact ?? order.contact],
              [t('member.order.mobile'), address?.phone ?? order.mobile],
            ]}
          />
        </Card>
      )}

      <Card title={t('member.order.amounts')}>
        <Facts
          rows={[
            [t('member.order.totalAmount'), formatPrice(order.totalamount)],
            ...(order.payments ?? []).map((line): [string, ReactNode] => [
              t(`member.order.paymentLines.${line.type}`),
              `-${formatPrice(line.amount)}`,
            ]),
            [
              t('member.order.payAmount'),
              <strong key="due">{formatPrice(order.payamount)}</strong>,
            ],
          ]}
        />
      </Card>

      {order.status === 'pending' && (
        <Button fullWidth href={paths.pay.cashier(order.order_sn)}>
          {t('member.order.pay')}
        </Button>
      )}
    </>
  );
}

/** /member/order/detail/{orderNo}: one order with its lines, delivery and amounts. */
export function OrderDetailPage({ orderNo = '', path }: { orderNo?: string; path: string }) {
  const { t } = useTranslation();
  const { visit } = useScreenVisit(path);
  const order = useApiData(`order-${orderNo}-${visit}`, () => fetchOrder(orderNo));
  return (
    <Page>
      {order.status === 'failed' && isNotFound(order.error) ? (
        <EmptyState icon="inbox" title={t('member.order.notFound')} />
      ) : (
        <DataView data={order} lines={6}>
          {(found) => <OrderDetail order={found} />}
        </DataView>
      )}
    </Page>
  );
}
