import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Inline, Page, PageSection, Text, TextArea, useSnackbar } from '@citylife/ui';
import { Notice, UnsupportedPage } from './LabParts';
import './messages';

/** Why a clipboard call failed, in the visitor's words: refused, or another reason. */
function failureKey(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError'
    ? 'labDevice.clipboard.refused'
    : 'labDevice.clipboard.failed';
}

/** /lab/clipboard: copies the text to the clipboard and pastes the clipboard's text back. */
export function ClipboardPage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const clipboard = typeof navigator.clipboard === 'undefined' ? undefined : navigator.clipboard;
  const [text, setText] = useState(() => t('labDevice.clipboard.sample'));
  const [pasted, setPasted] = useState<string>();
  const [failure, setFailure] = useState<{ key: string; detail: string }>();

  const run = async (action: (clipboard: Clipboard) => Promise<void>) => {
    if (!clipboard) return;
    setFailure(undefined);
    try {
      await action(clipboard);
    } catch (error) {
      setFailure({
        key: failureKey(error),
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const copy = () =>
    run(async (board) => {
      await board.writeText(text);
      snackbar.show(t('labDevice.clipboard.copied'), { tone: 'positive' });
    });
  const paste = () =>
    run(async (board) => {
      setPasted(await board.readText());
    });

  if (!clipboard) {
    return <UnsupportedPage message={t('labDevice.clipboard.unsupported')} />;
  }
  return (
    <Page>
      <TextArea label={t('labDevice.clipboard.text')} value={text} onChange={setText} rows={3} />
      <Inline space="small">
        <Button onClick={() => void copy()} disabled={text === ''}>
          {t('labDevice.clipboard.copy')}
        </Button>
        <Button variant="soft" onClick={() => void paste()}>
          {t('labDevice.clipboard.paste')}
        </Button>
      </Inline>
      {failure && (
        <Notice tone="critical">
          {t(failure.key)} ({failure.detail})
        </Notice>
      )}
      <PageSection title={t('labDevice.clipboard.pasted')} titleStyle="label">
        <Card>
          <Text breakWord keepLineBreaks data-testid="pasted-text">
            {pasted === undefined
              ? t('labDevice.clipboard.nothingYet')
              : pasted === ''
                ? t('labDevice.clipboard.empty')
                : pasted}
          </Text>
        </Card>
      </PageSection>
    </Page>
  );
}
