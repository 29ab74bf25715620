import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text, useSnackbar } from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { configureWechatSdk, type WechatSdk } from '../../common/wechatSdk';
import { useMessage } from '../../i18n/useMessage';
import { fetchWechatCardPackage, storeWechatCardCode } from './api';
import './messages';

/** Adds the card with WeChat's `wx.addCard`; answers its code there, or undefined when not added. */
function addCard(
  sdk: Required<Pick<WechatSdk, 'addCard' | 'ready'>>,
  card: { cardId: string; cardExt: string },
): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    sdk.ready(() =>
      sdk.addCard({
        cardList: [card],
        success: ({ cardList }) => {
          const added = cardList[0];
          // A card with the service's own code comes back with it in its extension.
          const code = added?.code ?? (JSON.parse(card.cardExt) as { code?: string }).code;
          resolve(added?.isSuccess === false ? undefined : code);
        },
        cancel: () => resolve(undefined),
        fail: () => reject(new Error('wx.addCard failed')),
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
      const code = await addCard(
        { addCard: sdk.addCard.bind(sdk), ready: sdk.ready.bind(sdk) },
        card,
      );
      if (code === undefined) return;
      await storeWechatCardCode(code);
      snackbar.show(t('member.card.wechatAdded'), { tone: 'positive' });
      onAdded();
    } catch (error) {
      setProblem(
        error instanceof Error && error.message === 'wx.addCard failed'
          ? t('member.card.wechatUnavailable')
          : message(failureMessage(error)),
      );
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
