import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, EmptyState, Page, Tabs } from '@citylife/ui';
import { isAdmin, session } from '../../stores/session';
import { EventQueue } from './EventQueue';
import { PaycodeTill } from './PaycodeTill';
import { PricelistQueue } from './PricelistQueue';
import { SettleOrder } from './SettleOrder';
import './messages';
import { paths } from '../../lib/paths';

const tabs = ['pricelists', 'events', 'settle', 'paycode'] as const;
type Tab = (typeof tabs)[number];

/**
 * /admin/: the administrators' tasks — price lists and events waiting for review, settling
 * an order at the counter, charging a pay code. Anyone else sees that the page is for
 * administrators; the server refuses each of its calls to them (403), and such a refusal
 * shows the same state.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const [refused, setRefused] = useState(false);
  const [tab, setTab] = useState<Tab>('pricelists');
  const refuse = useCallback(() => setRefused(true), []);

  if (!isAdmin(user) || refused) {
    return (
      <Page>
        <EmptyState
          icon="lock"
          title={t('admin.refused.title')}
          description={t('admin.refused.description')}
          action={
            <Button variant="soft" href={paths.home}>
              {t('admin.refused.home')}
            </Button>
          }
        />
      </Page>
    );
  }

  return (
    <Page>
      <Tabs
        label={t('admin.tabs')}
        items={tabs.map((id) => ({ id, label: t(`admin.tab.${id}`) }))}
        value={tab}
        onChange={(id) => setTab(id as Tab)}
      >
        {tab === 'pricelists' && <PricelistQueue onRefused={refuse} />}
        {tab === 'events' && <EventQueue onRefused={refuse} />}
        {tab === 'settle' && <SettleOrder onRefused={refuse} />}
        {tab === 'paycode' && <PaycodeTill onRefused={refuse} />}
      </Tabs>
    </Page>
  );
}
