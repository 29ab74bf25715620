import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Text } from '@citylife/ui';
import { Notice } from './LabParts';
import { MotionReadout } from './MotionReadout';
import { SensorStart } from './SensorStart';
import { motionReadings, type MotionReadings } from './motion';
import { useSensor } from './sensors';
import './messages';

/** /lab/devicemotion: asks for motion access where the browser wants it, then every event. */
export function DeviceMotionPage() {
  const { t } = useTranslation();
  const [readings, setReadings] = useState<MotionReadings>();
  const [events, setEvents] = useState(0);
  const { state, start } = useSensor<DeviceMotionEvent>('motion', ['devicemotion'], (event) => {
    setReadings(motionReadings(event));
    setEvents((count) => count + 1);
  });
  return (
    <Page>
      <SensorStart state={state} start={start} unsupported={t('labDevice.motion.unsupported')} />
      {state === 'listening' && events === 0 && <Notice>{t('labDevice.motion.waiting')}</Notice>}
      <Text tone="muted">{t('labDevice.motion.events', { count: events })}</Text>
      <MotionReadout readings={readings} />
    </Page>
  );
}
