import { useRef, useState, type ReactNode } from 'react';
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

/** One of the shake tests: how it counts, its count so far (announced), then `children`. */
function ShakeTest({
  title,
  howTo,
  count,
  testId,
  children,
}: {
  title: string;
  howTo: string;
  count: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <PageSection title={title}>
      <Card>
        <Stack space="small">
          <Text tone="muted">{howTo}</Text>
          <Text weight="strong" role="status" data-testid={testId}>
            {count}
          </Text>
          {children}
        </Stack>
      </Card>
    </PageSection>
  );
}

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
      <ShakeTest
        title={t('labDevice.shake.speedTest')}
        howTo={t('labDevice.shake.speedHowTo', {
          threshold: SPEED_SHAKE.threshold,
          ms: SPEED_SHAKE.sampleMs,
        })}
        count={t('labDevice.shake.count', { count: speedShakes })}
        testId="speed-shakes"
      >
        {soundOn ? (
          <Text tone="muted">{t('labDevice.shake.soundOn')}</Text>
        ) : (
          <Button variant="soft" onClick={turnSoundOn}>
            {t('labDevice.shake.turnSoundOn')}
          </Button>
        )}
      </ShakeTest>
      <ShakeTest
        title={t('labDevice.shake.axisTest')}
        howTo={t('labDevice.shake.axisHowTo', {
          threshold: AXIS_SHAKE.threshold,
          ms: AXIS_SHAKE.timeoutMs,
        })}
        count={t('labDevice.shake.count', { count: axisShakes })}
        testId="axis-shakes"
      />
    </Page>
  );
}
