import { useState } from 'react';
import { IconButton, useSnackbar } from '@citylife/ui';
import { openLogin } from '../stores/loginPrompt';
import { session } from '../stores/session';

/** What the toggle is called, and what it says once an add or a remove is confirmed. */
export interface FavoriteToggleTexts {
  label: string;
  favorited: string;
  unfavorited: string;
}

/**
 * A favourite toggle: it flips only once the server has confirmed the add or remove
 * (`save` answers the state the server keeps), and asks a visitor to log in first.
 */
export function FavoriteToggle({
  initial,
  save,
  texts,
}: {
  initial: boolean;
  save: (favorite: boolean) => Promise<{ favorited: boolean }>;
  texts: FavoriteToggleTexts;
}) {
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
      const state = await save(!favorited);
      setFavorited(state.favorited);
      snackbar.show(state.favorited ? texts.favorited : texts.unfavorited, {
        tone: 'positive',
        topic: 'favorite',
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
      label={texts.label}
      aria-pressed={favorited}
      tone={favorited ? 'critical' : 'plain'}
      variant={favorited ? 'soft' : 'ghost'}
      disabled={pending}
      onClick={() => void toggle()}
    />
  );
}
