import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Inline, Page, Stack, Text, TextField } from '@citylife/ui';
import { failureMessage, isNotFound } from '../../../api/failureMessage';
import { DEFAULT_CENTRE } from '../../../common/map/constants';
import { LocationDeniedDialog } from '../../../common/location/LocationDeniedDialog';
import {
  currentPosition,
  isLocationDenied,
  locationFailureMessage,
} from '../../../common/location/position';
import { useMessage } from '../../../i18n/useMessage';
import { Notice, Readings } from './LabParts';
import { PROVIDER_TIMEOUT_MS, reverseGeocode } from './api';
import './messages';

interface Address {
  address: string;
  province: string;
  city: string;
  district: string;
}

/** A coordinate typed in, or undefined when it is not a number within `limit`. */
function coordinate(text: string, limit: number): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit
    ? value
    : undefined;
}

/** /lab/geocoder: the server's address of a point (typed in, or the device's), within 15 s. */
export function GeocoderPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [latitude, setLatitude] = useState(String(DEFAULT_CENTRE.latitude));
  const [longitude, setLongitude] = useState(String(DEFAULT_CENTRE.longitude));
  const [address, setAddress] = useState<Address>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<'locate' | 'geocode'>();
  const [denied, setDenied] = useState(false);

  const lat = coordinate(latitude, 90);
  const lng = coordinate(longitude, 180);

  const geocode = async (at: { latitude: number; longitude: number }) => {
    setBusy('geocode');
    setFailure(undefined);
    setAddress(undefined);
    try {
      setAddress(await reverseGeocode(at.latitude, at.longitude));
    } catch (error) {
      setFailure(isNotFound(error) ? 'labDevice.geocoder.noAddress' : failureMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lat !== undefined && lng !== undefined) void geocode({ latitude: lat, longitude: lng });
  };

  const locateDevice = async () => {
    setBusy('locate');
    setFailure(undefined);
    try {
      const position = await currentPosition({ timeoutMs: PROVIDER_TIMEOUT_MS });
      setLatitude(position.latitude.toFixed(6));
      setLongitude(position.longitude.toFixed(6));
      await geocode(position);
    } catch (error) {
      if (isLocationDenied(error)) setDenied(true);
      else setFailure(locationFailureMessage(error));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Page>
      <Text>{t('labDevice.geocoder.about', { seconds: PROVIDER_TIMEOUT_MS / 1000 })}</Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextField
            label={t('labDevice.geolocation.latitude')}
            value={latitude}
            onChange={setLatitude}
            error={lat === undefined ? t('labDevice.geocoder.badLatitude') : undefined}
          />
          <TextField
            label={t('labDevice.geolocation.longitude')}
            value={longitude}
            onChange={setLongitude}
            error={lng === undefined ? t('labDevice.geocoder.badLongitude') : undefined}
          />
          <Inline space="small">
            <Button
              type="submit"
              loading={busy === 'geocode'}
              disabled={lat === undefined || lng === undefined || busy !== undefined}
            >
              {t('labDevice.geocoder.find')}
            </Button>
            <Button
              variant="soft"
              onClick={() => void locateDevice()}
              loading={busy === 'locate'}
              disabled={busy !== undefined}
            >
              {t('labDevice.geocoder.useDevice')}
            </Button>
          </Inline>
        </Stack>
      </form>
      {failure && <Notice tone="critical">{message(failure)}</Notice>}
      {address && (
        <div data-testid="geocoder-address">
          <Readings
            label={t('labDevice.geocoder.address')}
            items={[
              [t('labDevice.geocoder.fullAddress'), address.address],
              [t('labDevice.geocoder.province'), address.province || '–'],
              [t('labDevice.geocoder.city'), address.city || '–'],
              [t('labDevice.geocoder.district'), address.district || '–'],
            ]}
          />
        </div>
      )}
      <LocationDeniedDialog
        open={denied}
        onClose={() => setDenied(false)}
        onRetry={() => {
          setDenied(false);
          void locateDevice();
        }}
      />
    </Page>
  );
}
