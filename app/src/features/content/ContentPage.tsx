import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Heading, Page, Skeleton } from '@citylife/ui';
import { failureMessage, isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';
import { paths } from '../../lib/paths';
import { useScreenTitle } from '../../common/useScreenTitle';
import { fetchPage } from './api';
import { RichText } from '../../common/RichText';
import './messages';

/** The body of a content page: its title and its HTML, sanitised again in the browser. */
export function PageBody({
  id,
  inAbout = false,
}: {
  id: number;
  /** On /about: the route's title stays, and a missing page is left out quietly. */
  inAbout?: boolean;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const page = useApiData(`page-${id}`, () => fetchPage(id));
  useScreenTitle(inAbout ? undefined : page.data?.title);

  if (page.status === 'loading') return <Skeleton lines={6} />;
  if (page.status === 'failed') {
    if (inAbout && isNotFound(page.error)) return null;
    return isNotFound(page.error) ? (
      <>
        <ErrorState icon="inbox" title={t('content.notFound')} />
        <Button variant="soft" href={paths.home}>
          {t('content.home')}
        </Button>
      </>
    ) : (
      <ErrorState
        description={message(failureMessage(page.error))}
        onRetry={page.reload}
        retryLabel={t('common.retry')}
      />
    );
  }
  if (!page.data) return null;
  return (
    <article>
      <Heading level={2}>{page.data.title}</Heading>
      <RichText html={page.data.content} />
    </article>
  );
}

/** /page/{id}: a content page of the service. */
export function ContentPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const pageId = Number(id);
  if (!Number.isInteger(pageId) || pageId < 1) {
    return (
      <Page>
        <ErrorState icon="inbox" title={t('content.notFound')} />
        <Button variant="soft" href={paths.home}>
          {t('content.home')}
        </Button>
      </Page>
    );
  }
  return (
    <Page>
      <PageBody id={pageId} />
    </Page>
  );
}
