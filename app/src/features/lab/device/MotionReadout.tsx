import { useTranslation } from 'react-i18next';
import { Stack } from '@citylife/ui';
import { Readings } from './LabParts';
import type { MotionReadings } from './motion';
import './messages';

/** The acceleration, the acceleration with gravity and the rotation rate of a motion event. */
export function MotionReadout({ readings }: { readings: MotionReadings | undefined }) {
  const { t } = useTranslation();
  const axes = (values: readonly string[] | undefined) =>
    (['x', 'y', 'z'] as const).map(
      (axis, index) => [t(`labDevice.motion.axes.${axis}`), values?.[index] ?? '–'] as const,
    );
  return (
    <Stack>
      <Readings label={t('labDevice.motion.acceleration')} items={axes(readings?.acceleration)} />
      <Readings label={t('labDevice.motion.withGravity')} items={axes(readings?.withGravity)} />
      <Readings
        label={t('labDevice.motion.rotation')}
        items={[
          [t('labDevice.angles.alpha'), readings?.rotation[0] ?? '–'],
          [t('labDevice.angles.beta'), readings?.rotation[1] ?? '–'],
          [t('labDevice.angles.gamma'), readings?.rotation[2] ?? '–'],
          [t('labDevice.motion.interval'), readings?.interval ?? '–'],
        ]}
      />
    </Stack>
  );
}
