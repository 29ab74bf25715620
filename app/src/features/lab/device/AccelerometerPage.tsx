import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Text } from '@citylife/ui';
import { Notice } from './LabParts';
import { MotionReadout } from './MotionReadout';
import { SensorStart } from './SensorStart';
import { createThrottle, MOTION_READOUT_MS } from './detection';
import { motionReadings, type MotionReadings } from './motion';
import { useSensor } from './sensors';
import './messages';

/** /lab/accelerometer: acceleration and rotation rate, the readout refreshed every 3 s. */
export function AccelerometerPage() {
  const { t } = useTranslation();
  const [readings, setReadings] = useState<MotionReadings>();
  const [updates, setUpdates] = useState(0);
  const pass = useRef(createThrottle(MOTION_READOUT_MS));
  const { state, start } = useSensor<DeviceMotionEvent>('motion', ['devicemotion'], (event) => {
    if (!pass.current(performance.now())) return;
    setReadings(motionReadings(event));
    setUpdates((count) => count + 1);
  });
  return (
    <Page>
      <SensorStart state={state} start={start} unsupported={t('labDevice.motion.unsupported')} />
      {state === 'listening' && updates === 0 && <Notice>{t('labDevice.motion.waiting')}</Notice>}
      <Text tone="muted">
        {t('labDevice.accelerometer.updates', {
          count: updates,
          seconds: MOTION_READOUT_MS / 1000,
        })}
      </Text>
      <MotionReadout readings={readings} />
    </Page>
  );
}
