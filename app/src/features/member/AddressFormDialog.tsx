import { useTranslation } from 'react-i18next';
import {
  AreaPicker,
  Button,
  Checkbox,
  ErrorState,
  FullscreenDialog,
  Skeleton,
  Stack,
  TextField,
} from '@citylife/ui';
import { fetchAreaTree } from '../../api/areas';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useFieldForm } from '../../common/useFieldForm';
import { useMessage } from '../../i18n/useMessage';
import { saveAddress, type Address } from './api';
import {
  CONTACT_MAX,
  DETAIL_MAX,
  addressFieldOf,
  addressFormOf,
  addressInputOf,
  checkAddress,
  type AddressField,
  type AddressForm,
  type AddressProblem,
} from './addressForm';
import { FormError } from '../../common/FormSubmit';

/**
 * Adding (no `address`) or editing an address: contact, phone, province/city/district,
 * street address, postcode and the default flag. Calls `onSaved` with the address once the
 * server saved it.
 */
export function AddressFormDialog({
  address,
  onClose,
  onSaved,
}: {
  address: Address | undefined;
  onClose: () => void;
  onSaved: (saved: Address) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const tree = useApiData('areas', fetchAreaTree);
  const { form, submission, set, field } = useFieldForm<AddressForm, AddressField>(
    () => addressFormOf(address),
    addressFieldOf,
  );

  const labels: Record<AddressField, string> = {
    contact: t('member.address.contact'),
    phone: t('member.address.phone'),
    area: t('member.address.area'),
    detail: t('member.address.detail'),
    zip: t('member.address.zip'),
  };
  const explain = (field: AddressField, problem: AddressProblem) =>
    ({
      required: t('member.address.required', { field: labels[field] }),
      invalid: t('member.address.invalid', { field: labels[field] }),
      tooLong: t('member.address.tooLong', {
        field: labels[field],
        max: field === 'contact' ? CONTACT_MAX : DETAIL_MAX,
      }),
      district: t('member.address.districtRequired'),
    })[problem];

  const save = async () => {
    let saved: Address | undefined;
    await submission.submit(
      async () => {
        saved = await saveAddress(addressInputOf(form));
      },
      () => {
        const problems = Object.entries(checkAddress(form, tree.data ?? [])) as [
          AddressField,
          AddressProblem,
        ][];
        return Object.fromEntries(
          problems.map(([field, problem]) => [field, explain(field, problem)]),
        );
      },
    );
    if (saved) onSaved(saved);
  };

  return (
    <FullscreenDialog
      open
      onClose={onClose}
      title={address ? t('member.address.edit') : t('member.address.add')}
      footer={
        <Button fullWidth loading={submission.sending} onClick={() => void save()}>
          {t('member.address.save')}
        </Button>
      }
    >
      <Stack>
        <TextField
          label={labels.contact}
          required
          autoComplete="name"
          maxLength={CONTACT_MAX}
          {...field('contact')}
        />
        <TextField
          label={labels.phone}
          type="tel"
          required
          autoComplete="tel"
          hint={t('member.address.phoneHint')}
          {...field('phone')}
        />
        {tree.status === 'failed' ? (
          <ErrorState
            description={message(failureMessage(tree.error))}
            onRetry={tree.reload}
            retryLabel={t('common.retry')}
          />
        ) : tree.data ? (
          <AreaPicker label={labels.area} tree={tree.data} {...field('area')} required />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton lines={3} />
          </div>
        )}
        <TextField
          label={labels.detail}
          required
          autoComplete="street-address"
          maxLength={DETAIL_MAX}
          {...field('detail')}
        />
        <TextField
          label={labels.zip}
          numeric="integer"
          maxLength={6}
          autoComplete="postal-code"
          {...field('zip')}
        />
        {!address?.default && (
          <Checkbox
            label={t('member.address.makeDefault')}
            checked={form.isDefault}
            onChange={(value) => set('isDefault', value)}
          />
        )}
        <FormError message={submission.formError} />
      </Stack>
    </FullscreenDialog>
  );
}
