import { useTranslation } from 'react-i18next';
import { Badge, ListItem, PageSection } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { fetchPricelistsForReview } from './api';
import { Loaded } from './shared';
import { paths } from '../../lib/paths';
import { ListOrEmpty } from '../../common/ListOrEmpty';

/** The price lists with items waiting for review; each opens its review screen. */
export function PricelistQueue({ onRefused }: { onRefused: () => void }) {
  const { t } = useTranslation();
  const lists = useApiData('admin-pricelists', fetchPricelistsForReview);
  return (
    <PageSection title={t('admin.pricelists.title')}>
      <Loaded data={lists} onRefused={onRefused}>
        {(found) => (
          <ListOrEmpty
            label={t('admin.pricelists.title')}
            items={found}
            empty={t('admin.pricelists.empty')}
          >
            {(list) => (
              <ListItem
                key={list.id}
                href={paths.pricelist.approve(list.id)}
                title={<span lang="zh-Hans">{list.title}</span>}
                description={list.date}
                trailing={
                  <Badge tone="caution" variant="soft">
                    {t('admin.pricelists.pending', { n: list.pending })}
                  </Badge>
                }
              />
            )}
          </ListOrEmpty>
        )}
      </Loaded>
    </PageSection>
  );
}
