import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Page, Stack, Text } from '@citylife/ui';
import { failureMessage } from '../../../api/failureMessage';
import { useMessage } from '../../../i18n/useMessage';
import {
  currentPosition,
  isLocationDenied,
  locationFailureMessage,
} from '../../../common/location/position';
import { Notice, Readings } from './LabParts';
import { PROVIDER_TIMEOUT_MS, locateByIp } from './api';
import type { LatLng } from '../../../common/latLng';
import { distanceMetres } from './distance';
import { reading } from './sensors';
import './messages';

interface Found extends LatLng {
  accuracy?: number;
  city?: string;
}

type Outcome = { found: Found } | { failure: string };

/** The text of a failed provider: a location failure's message, or a failed call's. */
function browserFailure(error: unknown): string {
  return isLocationDenied(error) ? 'labDevice.providers.denied' : locationFailureMessage(error);
}

/**
 * /lab/locationprovider: the browser's position against the one the server finds by IP
 * address, each given 15 s, and the distance between them.
 */
export function LocationProviderPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const [browser, setBrowser] = useState<Outcome>();
  const [byIp, setByIp] = useState<Outcome>();

  const compare = async () => {
    setBusy(true);
    setBrowser(undefined);
    setByIp(undefined);
    const [fromBrowser, fromIp] = await Promise.allSettled([
      currentPosition({ timeoutMs: PROVIDER_TIMEOUT_MS }),
      locateByIp(),
    ]);
    setBrowser(
      fromBrowser.status === 'fulfilled'
        ? { found: fromBrowser.value }
        : { failure: browserFailure(fromBrowser.reason) },
    );
    setByIp(
      fromIp.status === 'fulfilled'
        ? { found: fromIp.value }
        : { failure: failureMessage(fromIp.reason) },
    );
    setBusy(false);
  };

  const describe = (title: string, outcome: Outcome | undefined, testId: string) => (
    <div>
      {outcome && 'failure' in outcome ? (
        <Notice tone="critical">
          {title}: {message(outcome.failure)}
        </Notice>
      ) : (
        <div data-testid={testId}>
          <Readings
            label={title}
            items={[
              [t('labDevice.geolocation.latitude'), reading(outcome?.found.latitude, 6)],
              [t('labDevice.geolocation.longitude'), reading(outcome?.found.longitude, 6)],
              [
                t('labDevice.geolocation.accuracy'),
                outcome?.found.accuracy === undefined
                  ? '–'
                  : t('labDevice.geolocation.metres', {
                      metres: Math.round(outcome.found.accuracy),
                    }),
              ],
              ...(outcome?.found.city
                ? [[t('labDevice.providers.city'), outcome.found.city] as const]
                : []),
            ]}
          />
        </div>
      )}
    </div>
  );

  const both =
    browser && 'found' in browser && byIp && 'found' in byIp
      ? distanceMetres(browser.found, byIp.found)
      : undefined;
  return (
    <Page>
      <Text>{t('labDevice.providers.about', { seconds: PROVIDER_TIMEOUT_MS / 1000 })}</Text>
      <Button onClick={() => void compare()} loading={busy}>
        {t('labDevice.providers.compare')}
      </Button>
      <Stack>
        {describe(t('labDevice.providers.browser'), browser, 'browser-position')}
        {describe(t('labDevice.providers.byIp'), byIp, 'ip-position')}
      </Stack>
      {both !== undefined && (
        <Text size="large" weight="strong" role="status">
          {both < 1000
            ? t('labDevice.providers.distanceMetres', { metres: Math.round(both) })
            : t('labDevice.providers.distanceKm', { km: (both / 1000).toFixed(1) })}
        </Text>
      )}
    </Page>
  );
}
