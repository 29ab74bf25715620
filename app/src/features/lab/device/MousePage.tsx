import { useEffect, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, Text } from '@citylife/ui';
import { Readings } from './LabParts';
import * as styles from './device.css';
import './messages';

interface Spot {
  x: number;
  y: number;
}

/** /lab/mouse: where the pointer is on the page and inside the box. */
export function MousePage() {
  const { t } = useTranslation();
  const [page, setPage] = useState<Spot>();
  const [inside, setInside] = useState<Spot>();
  const [kind, setKind] = useState<string>();

  useEffect(() => {
    const follow = (event: globalThis.PointerEvent) => {
      setPage({ x: Math.round(event.pageX), y: Math.round(event.pageY) });
      setKind(event.pointerType);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerdown', follow);
    return () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerdown', follow);
    };
  }, []);

  const followInside = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setInside({ x: Math.round(event.clientX - box.left), y: Math.round(event.clientY - box.top) });
  };

  const spot = (value: Spot | undefined) => (value ? `${value.x}, ${value.y}` : '–');
  return (
    <Page>
      <div
        className={styles.pointerArea}
        onPointerMove={followInside}
        onPointerDown={followInside}
        onPointerLeave={() => setInside(undefined)}
        data-testid="pointer-area"
      >
        <Text tone="muted">{t('labDevice.mouse.area')}</Text>
      </div>
      <Readings
        label={t('labDevice.mouse.position')}
        items={[
          [t('labDevice.mouse.onPage'), spot(page)],
          [t('labDevice.mouse.inArea'), inside ? spot(inside) : t('labDevice.mouse.outside')],
          [
            t('labDevice.mouse.pointer'),
            kind
              ? t(
                  `labDevice.mouse.kinds.${kind === 'mouse' || kind === 'pen' || kind === 'touch' ? kind : 'other'}`,
                )
              : '–',
          ],
        ]}
      />
    </Page>
  );
}
