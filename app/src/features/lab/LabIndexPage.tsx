import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, List, ListItem, Page, PageSection, Text } from '@citylife/ui';
import { labPages } from './pages';
import { paths } from '../../lib/paths';
import './messages';

/** /lab/index: every lab page with what it does and whether this browser supports it. */
export function LabIndexPage() {
  const { t } = useTranslation();
  // Feature detection looks at the browser once per visit of the index.
  const support = useMemo(() => new Map(labPages.map((page) => [page.name, page.supported()])), []);
  return (
    <Page>
      <Text tone="muted">{t('lab.index.intro')}</Text>
      <PageSection title={t('lab.index.pagesLabel')} titleStyle="label">
        <List aria-label={t('lab.index.pagesLabel')}>
          {labPages.map((page) => {
            const supported = support.get(page.name) ?? false;
            return (
              <ListItem
                key={page.name}
                href={paths.lab.page(page.name)}
                title={t(page.title)}
                description={t(page.description)}
                trailing={
                  <Badge tone={supported ? 'positive' : 'neutral'} variant="soft">
                    {supported ? t('lab.index.supported') : t('lab.index.unsupported')}
                  </Badge>
                }
              />
            );
          })}
        </List>
      </PageSection>
      <PageSection title={t('lab.index.elsewhere')} titleStyle="label">
        <List aria-label={t('lab.index.elsewhere')}>
          <ListItem
            href={paths.oauth.index('WechatNew')}
            title={t('lab.index.wechatNew')}
            description={t('lab.index.wechatNewDescription')}
          />
        </List>
      </PageSection>
    </Page>
  );
}
