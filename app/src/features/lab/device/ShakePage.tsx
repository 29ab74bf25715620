import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Page, PageSection, Stack, Text } from '@citylife/ui';
import { showAlert } from '../../../stores/alerts';
import { Notice } from './LabParts';
import { SensorStart } from './SensorStart';
import {
  AXIS_SHAKE,
  createAxisShakeDetector,
  createSpeedShakeDetector,
  SPEED_SHAKE,
} from './detection';
import { accelerationOf } from './motion';
import { useSensor } from './sensors';
import { BEEP, audioReady, playNotes, unlockAudio } from './sound';
import './messages';

/** How long the device vibrates on a shake. */
const VIBRATE_MS = 500;

const canVibrate = () => typeof navigator.vibrate === 'function';

/**
 * /lab/shake: two shake tests on the device's motion. The first (speed of change at least
 * 3000, sampled every 100 ms) plays a sound; the second (two axes changing by at least 15,
 * at most once a second) shows an alert. Both vibrate for 500 ms where the device can.
 */
export function ShakePage() {
  const { t } = useTranslation();
  const speed = useRef(createSpeedShakeDetector());
  const axes = useRef(createAxisShakeDetector());
  const [speedShakes, setSpeedShakes] = useState(0);
  const [axisShakes, setAxisShakes] = useState(0);
  const [soundOn, setSoundOn] = useState(false);

  const vibrate = () => {
    // Browsers let a page vibrate only after the visitor has tapped it.
    if (canVibrate() && navigator.userActivation?.hasBeenActive !== false) {
      navigator.vibrate(VIBRATE_MS);
    }
  };

  const { state, start } = useSensor<DeviceMotionEvent>('motion', ['devicemotion'], (event) => {
    const acceleration = accelerationOf(event);
    if (!acceleration) return;
    const now = performance.now();
    if (speed.current.push(acceleration, now)) {
      setSpeedShakes((count) => count + 1);
      if (audioReady()) playNotes(BEEP, 'square');
      vibrate();
    }
    if (axes.current.push(acceleration, now)) {
      setAxisShakes((count) => count + 1);
      showAlert(t('labDevice.shake.alert'));
      vibrate();
    }
  });

  const turnSoundOn = () => {
    if (unlockAudio()) setSoundOn(true);
  };

  return (
    <Page>
      <SensorStart state={state} start={start} unsupported={t('labDevice.motion.unsupported')} />
      {!canVibrate() && <Notice tone="caution">{t('labDevice.shake.noVibrate')}</Notice>}
      <PageSection title={t('labDevice.shake.speedTest')}>
        <Card>
          <Stack space="small">
            <Text tone="muted">
              {t('labDevice.shake.speedHowTo', {
                threshold: SPEED_SHAKE.threshold,
                ms: SPEED_SHAKE.sampleMs,
              })}
            </Text>
            <Text weight="strong" role="status" data-testid="speed-shakes">
              {t('labDevice.shake.count', { count: speedShakes })}
            </Text>
            {soundOn ? (
              <Text tone="muted">{t('labDevice.shake.soundOn')}</Text>
            ) : (
              <Button variant="soft" onClick={turnSoundOn}>
                {t('labDevice.shake.turnSoundOn')}
              </Button>
            )}
          </Stack>
        </Card>
      </PageSection>
      <PageSection title={t('labDevice.shake.axisTest')}>
        <Card>
          <Stack space="small">
            <Text tone="muted">
              {t('labDevice.shake.axisHowTo', {
                threshold: AXIS_SHAKE.threshold,
                ms: AXIS_SHAKE.timeoutMs,
              })}
            </Text>
            <Text weight="strong" role="status" data-testid="axis-shakes">
              {t('labDevice.shake.count', { count: axisShakes })}
            </Text>
          </Stack>
        </Card>
      </PageSection>
    </Page>
  );
}
