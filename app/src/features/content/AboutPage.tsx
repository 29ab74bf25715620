import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Box, Page, Stack, Text } from '@citylife/ui';
import { siteSettings } from '../../stores/siteSettings';
import { ABOUT_PAGE_ID } from './api';
import { PageBody } from './ContentPage';
import * as styles from './Content.css';
import './messages';

/** /about: the service's about page, the app version and how to reach the service. */
export function AboutPage() {
  const { t } = useTranslation();
  const { values } = useSnapshot(siteSettings);
  const facts: [string, string | undefined][] = [
    [t('content.about.version'), __APP_VERSION__],
    [t('content.about.phone'), values.cstel],
    [t('content.about.email'), values.csemail],
  ];
  return (
    <Page>
      <PageBody id={ABOUT_PAGE_ID} inAbout />
      <Box as="dl" className={styles.facts}>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([name, value]) => (
            <Fragment key={name}>
              <Text as="dt" tone="muted">
                {name}
              </Text>
              <Text as="dd" breakWord>
                {value}
              </Text>
            </Fragment>
          ))}
      </Box>
      {values.csqr && (
        <Stack as="figure" space="small" align="center">
          <img className={styles.qr} src={values.csqr} alt="" width={160} height={160} />
          <Text as="figcaption" size="small" tone="muted" align="center">
            {t('content.about.qr')}
          </Text>
        </Stack>
      )}
      {(values.copyright || values.beian) && (
        <Text size="xsmall" tone="muted" align="center">
          {[values.copyright, values.beian].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Page>
  );
}
