import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { jobTypeValues } from '@citylife/api-client';
import {
  Button,
  Checkbox,
  DatePicker,
  FullscreenDialog,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  useSnackbar,
  isMainlandMobile,
} from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import { useFormSubmission } from '../../api/useFormSubmission';
import { addDays, chinaDate } from '../../common/chinaTime';
import { now } from '../../stores/clock';
import { saveRegistration, type RegistrationInput } from './api';
import { isResidentIdNumber } from './residentId';
import './messages';

/** The means of transport, each a field of the form in the contract. */
export const trafficTypes = [
  'train',
  'bus',
  'air',
  'car',
  'carpooling',
] as const satisfies readonly (keyof RegistrationInput)[];
type Traffic = (typeof trafficTypes)[number];

const registrationField = fieldsNamed(
  'community',
  'homeAddress',
  'name',
  'sex',
  'mobile',
  'idNo',
  'jobType',
  'city',
  'address',
  'trafficType',
  'backDate',
  'returnDate',
  'healthCode',
  'healthState',
  'temp',
  'tested',
  'lastTestDate',
);

/** Today in China time (YYYY-MM-DD), the day the server checks dates against. */
const chinaToday = () => chinaDate(now());

interface Form {
  community: string;
  homeAddress: string;
  name: string;
  sex: string;
  mobile: string;
  idNo: string;
  jobType: string;
  city: string;
  address: string;
  traffic: Record<Traffic, { chosen: boolean; details: string }>;
  backDate: string;
  returnDate: string;
  healthCode: string;
  healthState: string;
  temp: string;
  tested: string;
  lastTestDate: string;
}

const emptyForm = (): Form => ({
  community: '',
  homeAddress: '',
  name: '',
  sex: '',
  mobile: '',
  idNo: '',
  jobType: '',
  city: '',
  address: '',
  traffic: Object.fromEntries(
    trafficTypes.map((type) => [type, { chosen: false, details: '' }]),
  ) as Form['traffic'],
  backDate: '',
  returnDate: '',
  healthCode: '',
  healthState: '',
  temp: '',
  tested: '',
  lastTestDate: '',
});

type TextKey = 'community' | 'homeAddress' | 'name' | 'city' | 'address';

/**
 * The full-screen return-registration form. Checked in the form first (required fields, the
 * mobile number, the resident ID checksum, at least one means of transport), then by the
 * server, whose per-field messages show under the fields. Saved, it empties, tells so and
 * closes, and `onSaved` reloads the list.
 */
export function RegisterDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [form, setForm] = useState<Form>(emptyForm);
  const submission = useFormSubmission(registrationField);
  const { errors } = submission;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key !== 'traffic') submission.forget(key as Parameters<typeof submission.forget>[0]);
  };
  const setTraffic = (type: Traffic, change: Partial<Form['traffic'][Traffic]>) => {
    setForm((current) => ({
      ...current,
      traffic: { ...current.traffic, [type]: { ...current.traffic[type], ...change } },
    }));
    submission.forget('trafficType');
  };

  const check = () => {
    const problems: Partial<Record<ReturnType<typeof registrationField> & string, string>> = {};
    const need = (field: keyof typeof problems) => {
      problems[field] = t(`registration.required.${field}`);
    };
    for (const field of ['community', 'homeAddress', 'name', 'city', 'address'] as const) {
      if (!form[field].trim()) need(field);
    }
    for (const field of ['sex', 'jobType', 'healthCode', 'healthState', 'tested'] as const) {
      if (!form[field]) need(field);
    }
    if (!form.mobile) need('mobile');
    else if (!isMainlandMobile(form.mobile)) problems.mobile = t('registration.invalid.mobile');
    if (!form.idNo.trim()) need('idNo');
    else if (!isResidentIdNumber(form.idNo, chinaToday())) {
      problems.idNo = t('registration.invalid.idNo');
    }
    const chosen = trafficTypes.filter((type) => form.traffic[type].chosen);
    if (chosen.length === 0) need('trafficType');
    else if (chosen.some((type) => !form.traffic[type].details.trim())) {
      problems.trafficType = t('registration.required.trafficDetails');
    }
    const temp = Number(form.temp);
    if (!form.temp) need('temp');
    else if (!(temp >= 35 && temp <= 42)) problems.temp = t('registration.invalid.temp');
    if (form.tested === 'y' && !form.lastTestDate) need('lastTestDate');
    return problems;
  };

  const body = (): RegistrationInput => {
    const traffic = Object.fromEntries(
      trafficTypes.map((type) => [
        type,
        form.traffic[type].chosen ? form.traffic[type].details.trim() : '',
      ]),
    );
    return {
      community: form.community.trim(),
      homeAddress: form.homeAddress.trim(),
      name: form.name.trim(),
      sex: form.sex as 'female' | 'male',
      mobile: form.mobile,
      idNo: form.idNo.trim().toUpperCase(),
      jobType: form.jobType as RegistrationInput['jobType'],
      city: form.city.trim(),
      address: form.address.trim(),
      ...traffic,
      ...(form.backDate ? { backDate: form.backDate } : {}),
      ...(form.returnDate ? { returnDate: form.returnDate } : {}),
      healthCode: form.healthCode as 'y' | 'n',
      healthState: form.healthState as 'y' | 'n',
      temp: Number(form.temp),
      tested: form.tested as 'y' | 'n',
      ...(form.tested === 'y' && form.lastTestDate ? { lastTestDate: form.lastTestDate } : {}),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await submission.submit(() => saveRegistration(body()), check);
    if (!saved) return;
    setForm(emptyForm());
    onSaved();
    snackbar.show(t('registration.saved'), { tone: 'positive' });
    onClose();
  };

  const text = (key: TextKey) => (
    <TextField
      label={t(`registration.field.${key}`)}
      value={form[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
      required
      maxLength={100}
    />
  );
  const yesNo = (key: 'healthCode' | 'healthState' | 'tested') => (
    <RadioGroup
      label={t(`registration.field.${key}`)}
      options={[
        { value: 'y', label: t(`registration.${key}.y`) },
        { value: 'n', label: t(`registration.${key}.n`) },
      ]}
      value={form[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
      orientation="horizontal"
      required
    />
  );

  return (
    <FullscreenDialog open={open} onClose={onClose} title={t('registration.register')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack space="medium">
          <Text tone="muted">{t('registration.requiredNote')}</Text>
          {text('community')}
          {text('homeAddress')}
          {text('name')}
          <RadioGroup
            label={t('registration.field.sex')}
            options={[
              { value: 'female', label: t('registration.sex.female') },
              { value: 'male', label: t('registration.sex.male') },
            ]}
            value={form.sex}
            onChange={(value) => set('sex', value)}
            error={errors.sex}
            orientation="horizontal"
            required
          />
          <TextField
            label={t('registration.field.mobile')}
            type="tel"
            numeric="integer"
            autoComplete="tel"
            maxLength={11}
            value={form.mobile}
            onChange={(value) => set('mobile', value)}
            error={errors.mobile}
            required
          />
          {/* A text keyboard: a telephone keypad has no X for the last character. */}
          <TextField
            label={t('registration.field.idNo')}
            hint={t('registration.idNoHint')}
            maxLength={18}
            autoComplete="off"
            value={form.idNo}
            onChange={(value) => set('idNo', value.replace(/[^\dXx]/g, '').toUpperCase())}
            error={errors.idNo}
            required
          />
          <Select
            label={t('registration.field.jobType')}
            options={jobTypeValues.map((value) => ({
              value,
              label: t(`registration.job.${value}`),
            }))}
            placeholder={t('registration.choose')}
            value={form.jobType}
            onChange={(value) => set('jobType', value)}
            error={errors.jobType}
            required
          />
          {text('city')}
          {text('address')}
          <fieldset
            aria-describedby={errors.trafficType ? 'registration-traffic-error' : undefined}
          >
            <legend>
              <Text weight="strong">{t('registration.field.trafficType')} *</Text>
            </legend>
            <Stack space="small">
              {trafficTypes.map((type) => (
                <Stack key={type} space="xsmall">
                  <Checkbox
                    label={t(`registration.traffic.${type}`)}
                    checked={form.traffic[type].chosen}
                    onChange={(chosen) => setTraffic(type, { chosen })}
                    invalid={Boolean(errors.trafficType)}
                  />
                  {form.traffic[type].chosen && (
                    <TextField
                      label={t(`registration.trafficDetails.${type}`)}
                      value={form.traffic[type].details}
                      onChange={(details) => setTraffic(type, { details })}
                      maxLength={100}
                      required
                    />
                  )}
                </Stack>
              ))}
              {errors.trafficType && (
                <Text tone="critical" id="registration-traffic-error" role="alert">
                  {errors.trafficType}
                </Text>
              )}
            </Stack>
          </fieldset>
          <DatePicker
            label={t('registration.field.backDate')}
            value={form.backDate}
            onChange={(value) => set('backDate', value)}
            error={errors.backDate}
          />
          {/* The trip back may be ahead: up to a year from today, not before coming back. */}
          <DatePicker
            label={t('registration.field.returnDate')}
            value={form.returnDate}
            onChange={(value) => set('returnDate', value)}
            error={errors.returnDate}
            min={form.backDate || undefined}
            max={addDays(chinaToday(), 365)}
          />
          {yesNo('healthCode')}
          {yesNo('healthState')}
          <TextField
            label={t('registration.field.temp')}
            numeric="decimal"
            maxLength={4}
            value={form.temp}
            onChange={(value) => set('temp', value)}
            error={errors.temp}
            required
          />
          {yesNo('tested')}
          {form.tested === 'y' && (
            <DatePicker
              label={t('registration.field.lastTestDate')}
              value={form.lastTestDate}
              onChange={(value) => set('lastTestDate', value)}
              error={errors.lastTestDate}
              max={chinaToday()}
              required
            />
          )}
          {submission.formError && (
            <Text tone="critical" role="alert">
              {submission.formError}
            </Text>
          )}
          <Text size="small" tone="muted" id="registration-privacy">
            {t('registration.privacy')}
          </Text>
          <Button
            type="submit"
            disabled={submission.sending}
            aria-describedby="registration-privacy"
          >
            {t('registration.submit')}
          </Button>
        </Stack>
      </form>
    </FullscreenDialog>
  );
}
