import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Inline,
  Page,
  Stack,
  Text,
  useSnackbar,
} from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';
import { fetchAddresses, removeAddress, setDefaultAddress, type Address } from './api';
import { AddressFormDialog } from './AddressFormDialog';
import { DataView } from '../../common/DataView';
import { useScreenVisit } from './useScreenVisit';
import './messages';
import { afterSave } from './addressForm';

type Editing = { address: Address | undefined } | undefined;

export function fullAddress(address: Address): string {
  return [address.province, address.city, address.district, address.detail]
    .filter(Boolean)
    .join(' ');
}

/**
 * /member/address: the member's addresses; add, edit, make default, remove. Opened from
 * checkout (`?from=checkout`), a saved address takes the member back to checkout with it.
 */
export function AddressPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const { visit } = useScreenVisit(path);
  const [changes, setChanges] = useState(0);
  const addresses = useApiData(`addresses-${visit}-${changes}`, fetchAddresses);
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<Address>();
  const [busy, setBusy] = useState(false);

  const reload = () => setChanges((value) => value + 1);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      snackbar.show(done, { tone: 'positive', topic: 'addresses' });
      reload();
    } catch (error) {
      snackbar.show(message(failureMessage(error)), { tone: 'caution', topic: 'addresses' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <DataView data={addresses}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon="location" title={t('member.address.empty')} />
          ) : (
            <Stack as="ul" aria-label={t('routes.member.address')}>
              {list.map((address) => (
                <li key={address.id}>
                  <Card aria-label={`${address.contact} ${fullAddress(address)}`}>
                    <Stack space="small">
                      <Inline>
                        <strong>{address.contact}</strong>
                        <span>{address.phone}</span>
                        {address.default && (
                          <Badge tone="brand" variant="soft">
                            {t('member.address.default')}
                          </Badge>
                        )}
                      </Inline>
                      <Text breakWord>{fullAddress(address)}</Text>
                      {address.zip && (
                        <Text size="small" tone="muted">
                          {address.zip}
                        </Text>
                      )}
                      <Inline>
                        <Button
                          size="small"
                          variant="soft"
                          onClick={() => setEditing({ address })}
                          disabled={busy}
                        >
                          {t('member.address.editAction')}
                        </Button>
                        {!address.default && (
                          <Button
                            size="small"
                            variant="ghost"
                            disabled={busy}
                            onClick={() =>
                              void act(
                                () => setDefaultAddress(address.id),
                                t('member.address.defaultSet'),
                              )
                            }
                          >
                            {t('member.address.makeDefaultAction')}
                          </Button>
                        )}
                        <Button
                          size="small"
                          variant="ghost"
                          tone="critical"
                          disabled={busy}
                          onClick={() => setRemoving(address)}
                        >
                          {t('member.address.remove')}
                        </Button>
                      </Inline>
                    </Stack>
                  </Card>
                </li>
              ))}
            </Stack>
          )
        }
      </DataView>
      <Button fullWidth onClick={() => setEditing({ address: undefined })} disabled={busy}>
        {t('member.address.add')}
      </Button>

      {editing && (
        <AddressFormDialog
          address={editing.address}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            snackbar.show(t('member.address.saved'), { tone: 'positive', topic: 'addresses' });
            reload();
            const next = afterSave(search, saved);
            if (next) navigate(next, { replace: true });
          }}
        />
      )}
      <Dialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        role="alertdialog"
        title={t('member.address.removeTitle')}
        description={removing && `${removing.contact} ${fullAddress(removing)}`}
        actions={
          <>
            <Button variant="ghost" tone="neutral" onClick={() => setRemoving(undefined)}>
              {t('member.cancel')}
            </Button>
            <Button
              tone="critical"
              onClick={() => {
                const address = removing;
                setRemoving(undefined);
                if (address) {
                  void act(() => removeAddress(address.id), t('member.address.removed'));
                }
              }}
            >
              {t('member.address.remove')}
            </Button>
          </>
        }
      />
    </Page>
  );
}
