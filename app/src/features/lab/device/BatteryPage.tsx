import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, ProgressBar } from '@citylife/ui';
import { Notice, Readings, UnsupportedPage } from './LabParts';
import './messages';

interface BatteryManager extends EventTarget {
  charging: boolean;
  level: number;
  chargingTime: number;
  dischargingTime: number;
}

type WithBattery = Navigator & { getBattery?: () => Promise<BatteryManager> };

interface Battery {
  charging: boolean;
  level: number;
  chargingTime: number;
  dischargingTime: number;
}

const EVENTS = ['chargingchange', 'levelchange', 'chargingtimechange', 'dischargingtimechange'];

/** /lab/battery: the battery's level and charging state, kept up to date. */
export function BatteryPage() {
  const { t } = useTranslation();
  const supported = typeof (navigator as WithBattery).getBattery === 'function';
  const [battery, setBattery] = useState<Battery>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const getBattery = (navigator as WithBattery).getBattery;
    if (!getBattery) return;
    let manager: BatteryManager | undefined;
    let gone = false;
    const update = () => {
      if (!manager || gone) return;
      const { charging, level, chargingTime, dischargingTime } = manager;
      setBattery({ charging, level, chargingTime, dischargingTime });
    };
    getBattery.call(navigator).then(
      (found) => {
        manager = found;
        update();
        for (const name of EVENTS) found.addEventListener(name, update);
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      for (const name of EVENTS) manager?.removeEventListener(name, update);
    };
  }, []);

  /** A time in seconds, or "unknown" for the Infinity browsers report when it is not known. */
  const duration = (seconds: number) =>
    Number.isFinite(seconds)
      ? t('labDevice.battery.minutes', { minutes: Math.round(seconds / 60) })
      : t('labDevice.battery.unknown');

  if (!supported) return <UnsupportedPage message={t('labDevice.battery.unsupported')} />;
  return (
    <Page>
      {failed && <Notice tone="critical">{t('labDevice.battery.failed')}</Notice>}
      {battery && (
        <>
          <ProgressBar
            label={t('labDevice.battery.level')}
            value={Math.round(battery.level * 100)}
            tone={battery.level < 0.2 ? 'critical' : 'positive'}
            showValue
          />
          <Readings
            label={t('labDevice.battery.status')}
            items={[
              [t('labDevice.battery.level'), `${Math.round(battery.level * 100)}%`],
              [
                t('labDevice.battery.charging'),
                battery.charging ? t('labDevice.battery.yes') : t('labDevice.battery.no'),
              ],
              [t('labDevice.battery.untilFull'), duration(battery.chargingTime)],
              [t('labDevice.battery.untilEmpty'), duration(battery.dischargingTime)],
            ]}
          />
        </>
      )}
    </Page>
  );
}
