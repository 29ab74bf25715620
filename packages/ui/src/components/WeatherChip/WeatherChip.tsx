import { useId, useState } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { visuallyHidden } from '../../internal/a11y.css';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './WeatherChip.css';

export const temperatureUnits = ['C', 'F'] as const;
export type TemperatureUnit = (typeof temperatureUnits)[number];

/** A Celsius temperature in the given unit, rounded to whole degrees, e.g. `73°F`. */
export function formatTemperature(celsius: number, unit: TemperatureUnit): string {
  const value = unit === 'C' ? celsius : (celsius * 9) / 5 + 32;
  return `${Math.round(value)}°${unit}`;
}

export interface WeatherChipProps {
  /** Temperature in degrees Celsius. */
  temperature: number;
  /** The weather in words, e.g. "Sunny". */
  condition: string;
  icon?: IconName;
  /** Controlled unit; without it the chip keeps its own, starting at `defaultUnit`. */
  unit?: TemperatureUnit;
  defaultUnit?: TemperatureUnit;
  onUnitChange?: (unit: TemperatureUnit) => void;
  lang?: string;
}

/** Current weather on the scenic-area map; tapping the temperature switches °C and °F. */
export function WeatherChip({
  temperature,
  condition,
  icon = 'sun',
  unit: controlledUnit,
  defaultUnit = 'C',
  onUnitChange,
  lang,
}: WeatherChipProps) {
  const { t } = useKitMessages();
  const id = useId();
  const [ownUnit, setOwnUnit] = useState<TemperatureUnit>(defaultUnit);
  const unit = controlledUnit ?? ownUnit;
  const other: TemperatureUnit = unit === 'C' ? 'F' : 'C';
  return (
    <span className={styles.root} role="group" aria-label={t('weather.label')} lang={lang}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <span>{condition}</span>
      <button
        type="button"
        className={styles.toggle}
        aria-describedby={`${id}-hint`}
        onClick={() => {
          setOwnUnit(other);
          onUnitChange?.(other);
        }}
      >
        {formatTemperature(temperature, unit)}
      </button>
      <span id={`${id}-hint`} className={visuallyHidden}>
        {t('weather.showIn', { unit: `°${other}` })}
      </span>
    </span>
  );
}
