import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, formatPrice } from '@citylife/ui';
import { isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { fetchOrder, type Order } from './api';
import { DataView } from './DataView';
import { OrderStatusBadge } from './OrderStatusBadge';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';

function time(value: string | undefined) {
  return value && <time dateTime={value}>{dayjs(value).format('YYYY-MM-DD HH:mm')}</time>;
}

/** Name and value rows; rows without a value are left out. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows
        .filter(([, value]) => value !== undefined && value !== '' && value !== null)
        .map(([name, value], position) => (
          <div key={position} className={styles.fact}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const address = order.address;
  return (
    <>
      <Card>
        <div className={styles.orderHead}>
          <strong>{t('member.order.number', { sn: order.order_sn })}</strong>
          <OrderStatusBadge status={order.status} />
        </div>
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
      </Card>

      {order.items.length > 0 && (
        <Card title={t('member.order.items')}>
          <ul className={styles.lines}>
            {order.items.map((item, index) => (
              <li key={`${item.itemid}-${index}`} className={styles.line}>
                <img className={styles.linePicture} src={item.pic} alt="" />
                <div className={styles.logText}>
                  <a className={styles.orderLink} href={`/shoppingcart/item/${item.itemid}`}>
                    {item.name}
                  </a>
                  {Object.keys(item.sku).length > 0 && (
                    <p className={styles.muted}>
                      {Object.entries(item.sku)
                        .map(([name, value]) => `${name}: ${value}`)
                        .join(' · ')}
                    </p>
                  )}
                  <p className={styles.muted}>
                    {formatPrice(item.price)} × {item.qty}
                  </p>
                </div>
                <span>{formatPrice(item.subtotal)}</span>
              </li>
            ))}
          </ul>
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
        <Button fullWidth href={`/pay/cashier/${encodeURIComponent(order.order_sn)}`}>
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
    <div className={styles.page}>
      {order.status === 'failed' && isNotFound(order.error) ? (
        <EmptyState icon="inbox" title={t('member.order.notFound')} />
      ) : (
        <DataView data={order} lines={6}>
          {(found) => <OrderDetail order={found} />}
        </DataView>
      )}
    </div>
  );
}
