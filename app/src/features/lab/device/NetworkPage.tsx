import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Page } from '@citylife/ui';
import { Notice, Readings } from './LabParts';
import './messages';

/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformation extends EventTarget {
  type?: string;
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
  saveData?: boolean;
}

interface Connection {
  type?: string;
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
  saveData?: boolean;
}

const connectionOf = () =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection;

function snapshot(info: NetworkInformation | undefined): Connection | undefined {
  if (!info) return undefined;
  const { type, effectiveType, downlink, rtt, saveData } = info;
  return { type, effectiveType, downlink, rtt, saveData };
}

/** /lab/network: online or offline, and the connection's type and speed where told. */
export function NetworkPage() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [connection, setConnection] = useState(() => snapshot(connectionOf()));

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const info = connectionOf();
    const change = () => setConnection(snapshot(info));
    info?.addEventListener('change', change);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      info?.removeEventListener('change', change);
    };
  }, []);

  const value = (text: string | number | undefined) =>
    text === undefined || text === '' ? t('labDevice.network.unknown') : String(text);
  return (
    <Page>
      <Badge tone={online ? 'positive' : 'critical'} variant="soft">
        {online ? t('labDevice.network.online') : t('labDevice.network.offline')}
      </Badge>
      {connection ? (
        <Readings
          label={t('labDevice.network.connection')}
          items={[
            [t('labDevice.network.type'), value(connection.type)],
            [t('labDevice.network.effectiveType'), value(connection.effectiveType)],
            [
              t('labDevice.network.downlink'),
              connection.downlink === undefined
                ? value(undefined)
                : t('labDevice.network.mbps', { value: connection.downlink }),
            ],
            [
              t('labDevice.network.rtt'),
              connection.rtt === undefined
                ? value(undefined)
                : t('labDevice.network.ms', { value: connection.rtt }),
            ],
            [
              t('labDevice.network.saveData'),
              connection.saveData ? t('labDevice.network.on') : t('labDevice.network.off'),
            ],
          ]}
        />
      ) : (
        <Notice>{t('labDevice.network.noConnectionInfo')}</Notice>
      )}
    </Page>
  );
}
