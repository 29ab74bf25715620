import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, Card, EmptyState, PullList, Tabs, formatPrice } from '@citylife/ui';
import { PAGE_SIZE, fetchOrders, type Order } from './api';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ORDER_TYPES, orderListPath, orderTypeOf, type OrderType } from './orders';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';

function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const detail = `/member/order/detail/${encodeURIComponent(order.order_sn)}`;
  const goods = order.items.map((item) => `${item.name} ×${item.qty}`).join('、');
  return (
    <Card aria-label={t('member.order.number', { sn: order.order_sn })}>
      <div className={styles.orderHead}>
        <a className={styles.orderLink} href={detail}>
          {t('member.order.number', { sn: order.order_sn })}
        </a>
        <OrderStatusBadge status={order.status} />
      </div>
      {goods && <p className={styles.addressText}>{goods}</p>}
      <p className={styles.muted}>
        <time dateTime={order.createdTime}>
          {dayjs(order.createdTime).format('YYYY-MM-DD HH:mm')}
        </time>
      </p>
      <div className={styles.orderFoot}>
        <span>{t('member.order.total', { amount: formatPrice(order.payamount) })}</span>
        {order.status === 'pending' && (
          <Button size="small" href={`/pay/cashier/${encodeURIComponent(order.order_sn)}`}>
            {t('member.order.pay')}
          </Button>
        )}
      </div>
    </Card>
  );
}

/** /member/order/list/{type}: the member's orders of one type, a tab per type. */
export function OrderListPage({ type: segment, path }: { type?: string; path: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { visit } = useScreenVisit(path);
  const type = orderTypeOf(segment);

  if (!type) {
    return (
      <EmptyState
        icon="inbox"
        title={t('member.order.unknownType')}
        action={
          <Button variant="soft" href={orderListPath('ShoppingCartOrder')}>
            {t('routes.member.orderList')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <Tabs
        label={t('member.order.types')}
        items={ORDER_TYPES.map((id) => ({ id, label: t(`member.order.type.${id}`) }))}
        value={type}
        onChange={(id) => navigate(orderListPath(id as OrderType), { replace: true })}
      />
      <PullList<Order>
        key={`${type}-${visit}`}
        label={t(`member.order.type.${type}`)}
        loadPage={(pageno, pagesize) => fetchOrders(type, pageno, pagesize)}
        pageSize={PAGE_SIZE}
        getKey={(order) => order.order_sn}
        renderItem={(order) => <OrderSummary order={order} />}
        empty={<EmptyState icon="inbox" title={t('member.order.empty')} />}
      />
    </div>
  );
}
