import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, useSnackbar } from '@citylife/ui';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { setAdFavorite } from './api';
import './messages';

/**
 * An ad's favourite toggle: it flips only once the server has confirmed the add or remove,
 * and asks a visitor to log in first.
 */
export function FavoriteAdButton({ adId, initial }: { adId: number; initial: boolean }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [favorited, setFavorited] = useState(initial);
  const [pending, setPending] = useState(false);

  const toggle = async () => {
    if (!session.loggedIn) {
      openLogin();
      return;
    }
    setPending(true);
    try {
      const state = await setAdFavorite(adId, !favorited);
      setFavorited(state.favorited);
      snackbar.show(t(state.favorited ? 'classified.ad.favorited' : 'classified.ad.unfavorited'), {
        tone: 'positive',
      });
    } catch {
      // The client shows the server's message; the toggle stays as the server has it.
    } finally {
      setPending(false);
    }
  };

  return (
    <IconButton
      icon="heart"
      label={t('classified.ad.favorite')}
      aria-pressed={favorited}
      tone={favorited ? 'critical' : 'plain'}
      variant={favorited ? 'soft' : 'ghost'}
      disabled={pending}
      onClick={() => void toggle()}
    />
  );
}
