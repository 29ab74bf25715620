import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Page } from '@citylife/ui';
import { LocationDeniedDialog } from '../../../common/location/LocationDeniedDialog';
import {
  currentPosition,
  isLocationDenied,
  locationFailureMessage,
  type DevicePosition,
} from '../../../common/location/position';
import { Notice, Readings, UnsupportedPage } from './LabParts';
import { reading } from './sensors';
import './messages';

/** /lab/geolocation: the device's position and its accuracy, from the browser. */
export function GeolocationPage() {
  const { t } = useTranslation();
  const supported = typeof navigator.geolocation !== 'undefined';
  const [position, setPosition] = useState<DevicePosition>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [denied, setDenied] = useState(false);

  const locate = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      setPosition(await currentPosition());
    } catch (error) {
      if (isLocationDenied(error)) setDenied(true);
      else setFailure(locationFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (!supported) {
    return <UnsupportedPage message={t('labDevice.geolocation.unsupported')} />;
  }
  return (
    <Page>
      <Button onClick={() => void locate()} loading={busy}>
        {t('labDevice.geolocation.locate')}
      </Button>
      {failure && <Notice tone="critical">{t(failure)}</Notice>}
      <Readings
        label={t('labDevice.geolocation.position')}
        items={[
          [t('labDevice.geolocation.latitude'), reading(position?.latitude, 6)],
          [t('labDevice.geolocation.longitude'), reading(position?.longitude, 6)],
          [
            t('labDevice.geolocation.accuracy'),
            position?.accuracy === undefined
              ? '–'
              : t('labDevice.geolocation.metres', { metres: Math.round(position.accuracy) }),
          ],
        ]}
      />
      <LocationDeniedDialog
        open={denied}
        onClose={() => setDenied(false)}
        onRetry={() => {
          setDenied(false);
          void locate();
        }}
      />
    </Page>
  );
}
