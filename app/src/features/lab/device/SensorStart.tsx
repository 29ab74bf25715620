import { useTranslation } from 'react-i18next';
import { Button } from '@citylife/ui';
import { Notice } from './LabParts';
import type { SensorState } from './sensors';
import './messages';

/**
 * What a sensor page says before it has readings: that the browser has no such events
 * (`unsupported`, the page's own words), the button that asks for access, or that access
 * was refused.
 */
export function SensorStart({
  state,
  start,
  unsupported,
}: {
  state: SensorState;
  start: () => Promise<void>;
  unsupported: string;
}) {
  const { t } = useTranslation();
  if (state === 'unsupported') return <Notice tone="critical">{unsupported}</Notice>;
  if (state === 'askFirst') {
    return <Button onClick={() => void start()}>{t('labDevice.sensor.allow')}</Button>;
  }
  if (state === 'refused') {
    return (
      <>
        <Notice tone="critical">{t('labDevice.sensor.refused')}</Notice>
        <Button variant="soft" onClick={() => void start()}>
          {t('labDevice.sensor.askAgain')}
        </Button>
      </>
    );
  }
  return null;
}
