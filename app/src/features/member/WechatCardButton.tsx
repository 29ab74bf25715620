import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text, useSnackbar } from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { configureWechatSdk, type WechatSdk } from '../../common/wechatSdk';
import { useMessage } from '../../i18n/useMessage';
import { fetchWechatCardPackage, storeWechatCardCode } from './api';
import './messages';

/** What `wx.addCard` answers: the card's code there, not added (cancelled), or failed. */
type AddCardOutcome = { kind: 'added'; code: string } | { kind: 'notAdded' } | { kind: 'failed' };

/** Adds the card with WeChat's `wx.addCard`. */
function addCard(
  sdk: Required<Pick<WechatSdk, 'addCard' | 'ready'>>,
  card: { cardId: string; cardExt: string },
): Promise<AddCardOutcome> {
  return new Promise((resolve) => {
    sdk.ready(() =>
      sdk.addCard({
        cardList: [card],
        success: ({ cardList }) => {
          const added = cardList[0];
          // A card with the service's own code comes back with it in its extension.
          const code = added?.code ?? (JSON.parse(card.cardExt) as { code?: string }).code;
          resolve(
            added?.isSuccess === false || code === undefined
              ? { kind: 'notAdded' }
              : { kind: 'added', code },
          );
        },
        cancel: () => resolve({ kind: 'notAdded' }),
        fail: () => resolve({ kind: 'failed' }),
      }),
    );
  });
}

/**
 * Inside WeChat: puts the member card into the WeChat card package, then keeps the code
 * WeChat gave it, and says so; `onAdded` reads the card again.
 */
export function WechatCardButton({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const add = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const [card, sdk] = await Promise.all([
        fetchWechatCardPackage(),
        configureWechatSdk(window.location.href, ['addCard']),
      ]);
      if (!sdk?.addCard) {
        setProblem(t('member.card.wechatUnavailable'));
        return;
      }
      const outcome = await addCard(
        { addCard: sdk.addCard.bind(sdk), ready: sdk.ready.bind(sdk) },
        card,
      );
      if (outcome.kind === 'failed') {
        setProblem(t('member.card.wechatUnavailable'));
        return;
      }
      if (outcome.kind === 'notAdded') return;
      await storeWechatCardCode(outcome.code);
      snackbar.show(t('member.card.wechatAdded'), { tone: 'positive' });
      onAdded();
    } catch (error) {
      setProblem(message(failureMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="soft" tone="positive" loading={busy} onClick={() => void add()}>
        {t('member.card.addToWechat')}
      </Button>
      {problem && (
        <Text size="small" tone="critical" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}
