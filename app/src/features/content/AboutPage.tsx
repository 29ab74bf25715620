import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
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
    <div className={styles.page}>
      <PageBody id={ABOUT_PAGE_ID} inAbout />
      <dl className={styles.facts}>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([name, value]) => (
            <Fragment key={name}>
              <dt className={styles.factName}>{name}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </Fragment>
          ))}
      </dl>
      {(values.copyright || values.beian) && (
        <p className={styles.footer}>
          {[values.copyright, values.beian].filter(Boolean).join(' · ')}
        </p>
      )}
    </div>
  );
}
