import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Heading, Page, Skeleton } from '@citylife/ui';
import { isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useScreenTitle } from '../../common/useScreenTitle';
import { fetchPage } from './api';
import { DataView } from '../../common/DataView';
import { RichText } from '../../common/RichText';
import './messages';
import { paths } from '../../lib/paths';

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
  const page = useApiData(`page-${id}`, () => fetchPage(id));
  useScreenTitle(inAbout ? undefined : page.data?.title);

  return (
    <DataView
      data={page}
      placeholder={<Skeleton lines={6} />}
      failure={(error) => {
        if (!isNotFound(error)) return undefined;
        if (inAbout) return null;
        return (
          <>
            <ErrorState icon="inbox" title={t('content.notFound')} />
            <Button variant="soft" href={paths.home}>
              {t('content.home')}
            </Button>
          </>
        );
      }}
    >
      {(loaded) => (
        <article>
          <Heading level={2}>{loaded.title}</Heading>
          <RichText html={loaded.content} />
        </article>
      )}
    </DataView>
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
