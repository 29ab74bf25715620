import { useState } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Icon } from '../Icon/Icon';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** Lowest quantity; never below 1. */
  min?: number;
  /** Highest quantity, e.g. the stock. */
  max?: number;
  disabled?: boolean;
  /** Names the control; the kit's "Quantity" by default. */
  label?: string;
}

/** Keeps a typed or stepped quantity a whole number within `[max(1, min), max]`. */
export function clampQuantity(value: number, min = 1, max = Infinity): number {
  const floor = Math.max(1, Math.ceil(min));
  const ceiling = Math.max(floor, Math.floor(max));
  if (!Number.isFinite(value)) return floor;
  return Math.min(ceiling, Math.max(floor, Math.round(value)));
}

/** Minus, quantity, plus: the quantity never goes below 1. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  disabled = false,
  label,
}: QuantityStepperProps) {
  const { t } = useKitMessages();
  const [draft, setDraft] = useState<string | null>(null);
  const current = clampQuantity(value, min, max);
  const set = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    if (clamped !== value) onChange(clamped);
  };
  const commit = () => {
    if (draft !== null) set(draft === '' ? current : Number(draft));
    setDraft(null);
  };

  return (
    <span role="group" aria-label={label ?? t('stepper.label')} className={styles.root}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('stepper.decrease')}
        disabled={disabled || current <= clampQuantity(min)}
        onClick={() => set(current - 1)}
      >
        <Icon name="minus" size="small" />
      </button>
      <input
        className={styles.input}
        aria-label={label ?? t('stepper.label')}
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft ?? String(current)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'ArrowUp') {
            event.preventDefault();
            set(current + 1);
          }
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            set(current - 1);
          }
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('stepper.increase')}
        disabled={disabled || (max !== undefined && current >= max)}
        onClick={() => set(current + 1)}
      >
        <Icon name="plus" size="small" />
      </button>
    </span>
  );
}
