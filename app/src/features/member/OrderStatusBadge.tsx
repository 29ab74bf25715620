import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@citylife/ui';
import type { Order } from './api';

const TONES: Record<Order['status'], BadgeTone> = {
  pending: 'caution',
  paid: 'brand',
  shipped: 'accent',
  completed: 'positive',
  cancelled: 'neutral',
  refunded: 'neutral',
};

export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} variant="soft">
      {t(`member.order.status.${status}`)}
    </Badge>
  );
}
