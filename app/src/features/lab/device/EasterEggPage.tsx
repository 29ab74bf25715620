import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Dialog, Inline, Page, Stack, Text } from '@citylife/ui';
import { SECRET_SEQUENCE, advanceSequence } from './detection';
import { FANFARE, SPARKLE, playNotes, unlockAudio } from './sound';
import { TreasureChest } from './TreasureChest';
import * as styles from './device.css';
import './messages';

/** The on-screen keys, for devices without a keyboard. */
const PAD = [
  ['ArrowUp', '↑'],
  ['ArrowDown', '↓'],
  ['ArrowLeft', '←'],
  ['ArrowRight', '→'],
  ['b', 'B'],
  ['a', 'A'],
] as const;

const SEQUENCE_TEXT = '↑ ↑ ↓ ↓ ← → ← → B A';

/**
 * /lab/easteregg: typing ↑↑↓↓←→←→BA (on the keyboard or the on-screen keys) opens a dialog
 * with a fanfare, holding a treasure box to open and close.
 */
export function EasterEggPage() {
  const { t } = useTranslation();
  const progress = useRef(0);
  const [typed, setTyped] = useState(0);
  const [found, setFound] = useState(false);
  const [boxOpen, setBoxOpen] = useState(false);

  const press = (key: string) => {
    progress.current = advanceSequence(progress.current, key);
    setTyped(progress.current);
    if (progress.current === SECRET_SEQUENCE.length) {
      // A key press or a tap lets the page play sound.
      if (unlockAudio()) playNotes(FANFARE, 'triangle');
      setBoxOpen(false);
      setFound(true);
    }
  };
  const latestPress = useRef(press);
  useEffect(() => {
    latestPress.current = press;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Typing in a field is not a secret code.
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      latestPress.current(event.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const openBox = () => {
    if (unlockAudio()) playNotes(SPARKLE, 'sine');
    setBoxOpen(true);
  };

  return (
    <Page>
      <Text>{t('labDevice.easteregg.hint')}</Text>
      <Text size="large" weight="strong" align="center" aria-hidden="true">
        {SEQUENCE_TEXT}
      </Text>
      <Text tone="muted" align="center" role="status" data-testid="easteregg-progress">
        {t('labDevice.easteregg.progress', { typed, total: SECRET_SEQUENCE.length })}
      </Text>
      <Inline space="small" align="center">
        {PAD.map(([key, symbol]) => (
          <Button
            key={key}
            variant="soft"
            aria-label={t(`labDevice.easteregg.keys.${key}`)}
            onClick={() => press(key)}
          >
            {symbol}
          </Button>
        ))}
      </Inline>
      <Dialog
        open={found}
        onClose={() => setFound(false)}
        title={t('labDevice.easteregg.found')}
        description={t('labDevice.easteregg.foundDescription')}
      >
        <Card title={t('labDevice.easteregg.box')}>
          <Stack space="small">
            <div className={styles.treasure} aria-hidden="true">
              <TreasureChest open={boxOpen} />
            </div>
            <Text align="center" role="status">
              {boxOpen ? t('labDevice.easteregg.boxOpen') : t('labDevice.easteregg.boxClosed')}
            </Text>
            <Inline space="small" align="center">
              <Button variant="soft" onClick={() => setBoxOpen(false)} disabled={!boxOpen}>
                {t('labDevice.easteregg.close')}
              </Button>
              <Button onClick={openBox} disabled={boxOpen}>
                {t('labDevice.easteregg.open')}
              </Button>
            </Inline>
          </Stack>
        </Card>
      </Dialog>
    </Page>
  );
}
