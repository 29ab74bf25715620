import dayjs from 'dayjs';
import { useState } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './DatePicker.css';
import {
  BIRTH_DATE_MIN,
  dayOptions,
  formatParts,
  isValidDate,
  monthOptions,
  normalizeParts,
  toParts,
  yearOptions,
  type DateParts,
} from './dates';

export { BIRTH_DATE_MIN } from './dates';

export interface DatePickerProps {
  /** `YYYY-MM-DD`, or `''` when not chosen. */
  value: string;
  onChange: (date: string) => void;
  /** The kit's "Birth date" by default. */
  label?: string;
  /** Earliest date, 1940-01-01 by default. */
  min?: string;
  /** Latest date, today by default. */
  max?: string;
  placeholder?: string;
  required?: boolean;
  error?: string;
  lang?: string;
}

/**
 * A read-only date field that opens year, month and day pickers in a bottom sheet;
 * only dates within `[min, max]` can be chosen (birth dates: 1940-01-01 to today).
 */
export function DatePicker({
  value,
  onChange,
  label,
  min = BIRTH_DATE_MIN,
  max,
  placeholder,
  required,
  error,
  lang,
}: DatePickerProps) {
  const { t } = useKitMessages();
  const latest = max ?? dayjs().format('YYYY-MM-DD');
  const title = label ?? t('date.birthDate');
  const [draft, setDraft] = useState<DateParts | null>(null);

  const open = () =>
    setDraft(normalizeParts(toParts(isValidDate(value) ? value : latest), min, latest));
  const update = (change: Partial<DateParts>) =>
    setDraft((current) => current && normalizeParts({ ...current, ...change }, min, latest));
  const toOptions = (numbers: number[]) =>
    numbers.map((number) => ({ value: String(number), label: String(number) }));

  return (
    <>
      <TextField
        label={title}
        value={value}
        onChange={() => {}}
        readOnly
        icon="calendar"
        placeholder={placeholder ?? t('date.choose')}
        required={required}
        error={error}
        lang={lang}
        aria-haspopup="dialog"
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        }}
      />
      <BottomSheet
        open={draft !== null}
        onClose={() => setDraft(null)}
        title={title}
        lang={lang}
        actions={
          <>
            <Button variant="ghost" tone="neutral" onClick={() => setDraft(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                if (draft) onChange(formatParts(draft));
                setDraft(null);
              }}
            >
              {t('common.confirm')}
            </Button>
          </>
        }
      >
        {draft && (
          <div className={styles.columns}>
            <Select
              label={t('date.year')}
              options={toOptions(yearOptions(min, latest))}
              value={String(draft.year)}
              allowEmpty={false}
              onChange={(year) => update({ year: Number(year) })}
            />
            <Select
              label={t('date.month')}
              options={toOptions(monthOptions(draft.year, min, latest))}
              value={String(draft.month)}
              allowEmpty={false}
              onChange={(month) => update({ month: Number(month) })}
            />
            <Select
              label={t('date.day')}
              options={toOptions(dayOptions(draft.year, draft.month, min, latest))}
              value={String(draft.day)}
              allowEmpty={false}
              onChange={(day) => update({ day: Number(day) })}
            />
          </div>
        )}
      </BottomSheet>
    </>
  );
}
