import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { orderTypeValues } from '@citylife/api-client';
import {
  Box,
  Button,
  Card,
  EmptyState,
  Inline,
  Page,
  PullList,
  Stack,
  Tabs,
  Text,
  formatPrice,
  textStyle,
} from '@citylife/ui';
import { PAGE_SIZE, fetchOrders, type Order } from './api';
import { OrderStatusBadge } from './OrderStatusBadge';
import { orderListPath, orderTypeOf, type OrderType } from './orders';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';
import { paths } from '../../lib/paths';

function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const detail = paths.member.orderDetail(order.order_sn);
  const goods = order.items.map((item) => `${item.name} ×${item.qty}`).join('、');
  return (
    <Card aria-label={t('member.order.number', { sn: order.order_sn })}>
      <Stack space="small">
        <Inline align="spaceBetween" wrap={false}>
          <a
            className={`${textStyle({ tone: 'neutral', weight: 'medium', breakWord: true })} ${styles.hoverLink}`}
            href={detail}
          >
            {t('member.order.number', { sn: order.order_sn })}
          </a>
          <OrderStatusBadge status={order.status} />
        </Inline>
        {goods && <Text breakWord>{goods}</Text>}
        <Text size="small" tone="muted">
          <time dateTime={order.createdTime}>
            {dayjs(order.createdTime).format('YYYY-MM-DD HH:mm')}
          </time>
        </Text>
        <Inline align="spaceBetween" wrap={false}>
          <Text as="span" weight="medium">
            {t('member.order.total', { amount: formatPrice(order.payamount) })}
          </Text>
          {order.status === 'pending' && (
            <Button size="small" href={paths.pay.cashier(order.order_sn)}>
              {t('member.order.pay')}
            </Button>
          )}
        </Inline>
      </Stack>
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
    <Page>
      {/* A page column is as wide as the screen: the tabs scroll rather than widen it. */}
      <Box>
        <Tabs
          label={t('member.order.types')}
          items={orderTypeValues.map((id) => ({ id, label: t(`member.order.type.${id}`) }))}
          value={type}
          onChange={(id) => navigate(orderListPath(id as OrderType), { replace: true })}
        />
      </Box>
      <PullList<Order>
        key={`${type}-${visit}`}
        label={t(`member.order.type.${type}`)}
        loadPage={(pageno, pagesize) => fetchOrders(type, pageno, pagesize)}
        pageSize={PAGE_SIZE}
        getKey={(order) => order.order_sn}
        renderItem={(order) => <OrderSummary order={order} />}
        empty={<EmptyState icon="inbox" title={t('member.order.empty')} />}
      />
    </Page>
  );
}
