import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Text } from '@citylife/ui';
import { Notice, Readings } from './LabParts';
import { SensorStart } from './SensorStart';
import { createNodDetector, NOD } from './detection';
import { reading, useSensor } from './sensors';
import './messages';

/**
 * /lab/nod: a nod is recognised from the front-to-back tilt (beta): three readings in a row,
 * taken at least a second apart, each at least 5° away from upright (90°).
 */
export function NodPage() {
  const { t } = useTranslation();
  const detector = useRef(createNodDetector());
  const [beta, setBeta] = useState<number | null>(null);
  const [hits, setHits] = useState(0);
  const [nods, setNods] = useState(0);
  const { state, start } = useSensor<DeviceOrientationEvent>(
    'orientation',
    ['deviceorientation'],
    (event) => {
      if (event.beta === null) return;
      setBeta(event.beta);
      if (detector.current.push(event.beta, performance.now())) setNods((count) => count + 1);
      setHits(detector.current.hits);
    },
  );
  return (
    <Page>
      <Text>
        {t('labDevice.nod.howTo', {
          threshold: NOD.threshold,
          centre: NOD.centre,
          hits: NOD.hits,
          seconds: NOD.gapMs / 1000,
        })}
      </Text>
      <SensorStart state={state} start={start} unsupported={t('labDevice.compass.unsupported')} />
      {state === 'listening' && beta === null && <Notice>{t('labDevice.compass.waiting')}</Notice>}
      <Text size="large" weight="strong" role="status" data-testid="nod-count">
        {t('labDevice.nod.count', { count: nods })}
      </Text>
      <Readings
        label={t('labDevice.nod.readings')}
        items={[
          [t('labDevice.angles.beta'), reading(beta, 1)],
          [t('labDevice.nod.hits'), `${hits} / ${NOD.hits}`],
        ]}
      />
    </Page>
  );
}
