import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Text } from '@citylife/ui';
import { Notice, Readings } from './LabParts';
import { SensorStart } from './SensorStart';
import { reading, useSensor } from './sensors';
import * as styles from './device.css';
import './messages';

type CompassEvent = DeviceOrientationEvent & { webkitCompassHeading?: number };

interface Orientation {
  alpha: number | null;
  beta: number | null;
  gamma: number | null;
  /** The compass heading, degrees clockwise from north, when known. */
  heading: number | null;
  absolute: boolean;
}

/**
 * The heading of an orientation event: iOS tells it (webkitCompassHeading); elsewhere
 * alpha turns counter-clockwise, so the heading is 360 − alpha.
 */
function headingOf(event: CompassEvent): number | null {
  if (typeof event.webkitCompassHeading === 'number') return event.webkitCompassHeading;
  if (event.alpha === null) return null;
  return (360 - event.alpha) % 360;
}

const POINTS = ['north', 'east', 'south', 'west'] as const;

/** /lab/compass: a dial that keeps north up as the device turns (alpha), with the readings. */
export function CompassPage() {
  const { t } = useTranslation();
  const [orientation, setOrientation] = useState<Orientation>();
  const { state, start } = useSensor<CompassEvent>(
    'orientation',
    ['deviceorientationabsolute', 'deviceorientation'],
    (event) => {
      // Once the browser gives absolute readings (against north), the relative ones are
      // left aside.
      const absolute = event.type === 'deviceorientationabsolute' || event.absolute;
      if (event.alpha === null && typeof event.webkitCompassHeading !== 'number') return;
      setOrientation((previous) =>
        previous?.absolute && !absolute
          ? previous
          : {
              alpha: event.alpha,
              beta: event.beta,
              gamma: event.gamma,
              heading: headingOf(event),
              absolute,
            },
      );
    },
  );
  const heading = orientation?.heading ?? 0;
  const degrees = Math.round(heading) % 360;
  return (
    <Page>
      <SensorStart state={state} start={start} unsupported={t('labDevice.compass.unsupported')} />
      {state === 'listening' && !orientation && <Notice>{t('labDevice.compass.waiting')}</Notice>}
      <div
        className={styles.dial}
        role="img"
        aria-label={t('labDevice.compass.dial', { degrees })}
        data-heading={degrees}
      >
        <span className={styles.lubberLine} aria-hidden="true" />
        <svg
          className={styles.rose}
          viewBox="-100 -100 200 200"
          aria-hidden="true"
          // The rose turns against the device, so north stays north.
          style={{ transform: `rotate(${-heading}deg)` }}
          data-testid="compass-rose"
        >
          <polygon points="0,-80 10,0 -10,0" fill="currentColor" opacity="0.9" />
          <polygon points="0,80 10,0 -10,0" fill="currentColor" opacity="0.35" />
          {POINTS.map((point, index) => (
            <text
              key={point}
              x={0}
              y={-86}
              transform={`rotate(${index * 90})`}
              textAnchor="middle"
              dominantBaseline="middle"
              fontSize="16"
              fontWeight="700"
              fill="currentColor"
            >
              {t(`labDevice.compass.points.${point}`)}
            </text>
          ))}
        </svg>
      </div>
      <Text align="center" weight="strong" size="large">
        {orientation?.heading == null
          ? t('labDevice.compass.noHeading')
          : t('labDevice.compass.heading', { degrees })}
      </Text>
      <Readings
        label={t('labDevice.compass.readings')}
        items={[
          [t('labDevice.angles.alpha'), reading(orientation?.alpha, 1)],
          [t('labDevice.angles.beta'), reading(orientation?.beta, 1)],
          [t('labDevice.angles.gamma'), reading(orientation?.gamma, 1)],
          [
            t('labDevice.compass.reference'),
            orientation
              ? orientation.absolute
                ? t('labDevice.compass.absolute')
                : t('labDevice.compass.relative')
              : '–',
          ],
        ]}
      />
    </Page>
  );
}
