import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, ListItem, Page, Skeleton, Tiles } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { formatChinaDateTime } from '../../common/chinaTime';
import { fetchRegistrations } from './api';
import { RegisterDialog } from './RegisterDialog';
import './messages';
import { paths } from '../../lib/paths';
import { ListOrEmpty } from '../../common/ListOrEmpty';

/** /registration: register a return, see my registrations, or send feedback. */
export function RegistrationHome() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Page>
      <Tiles columns={1} space="small">
        <Button icon={<Icon name="plus" />} onClick={() => setOpen(true)}>
          {t('registration.register')}
        </Button>
        <Button variant="soft" icon={<Icon name="book" />} href={paths.registration.mine}>
          {t('registration.mine')}
        </Button>
        <Button variant="soft" icon={<Icon name="chat" />} href={paths.feedback}>
          {t('registration.feedback')}
        </Button>
      </Tiles>
      <RegisterDialog open={open} onClose={() => setOpen(false)} onSaved={() => undefined} />
    </Page>
  );
}

/** /registration/mine: the caller's registrations (name and created time), and a new one. */
export function MyRegistrations() {
  const { t, i18n } = useTranslation();
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState(false);
  const list = useApiData(`registrations-${version}`, fetchRegistrations);

  const body = (
    <DataView data={list} placeholder={<Skeleton lines={4} />}>
      {(entries) => (
        <ListOrEmpty label={t('registration.mine')} items={entries} empty={t('registration.empty')}>
          {(entry) => (
            <ListItem
              key={entry.id}
              title={entry.name}
              description={formatChinaDateTime(entry.createdTime, i18n.language)}
            />
          )}
        </ListOrEmpty>
      )}
    </DataView>
  );
  return (
    <Page
      actions={<Button onClick={() => setOpen(true)}>{t('registration.register')}</Button>}
      actionsLabel={t('registration.register')}
    >
      {body}
      <RegisterDialog
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => setVersion((v) => v + 1)}
      />
    </Page>
  );
}
