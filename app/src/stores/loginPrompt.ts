import { proxy } from 'valtio/vanilla';
import { rememberLoginRedirect } from './session';

interface LoginPromptState {
  open: boolean;
  /** Bumped on every opening so the dialog starts with empty fields. */
  openings: number;
}

/** Whether the login dialog is showing. */
export const loginPrompt = proxy<LoginPromptState>({ open: false, openings: 0 });

/**
 * Opens the login dialog. With a target (an auth route that was blocked, or the page a
 * 401 interrupted) the app continues there after signing in.
 */
export function openLogin(target?: string) {
  if (target) rememberLoginRedirect(target);
  if (!loginPrompt.open) loginPrompt.openings += 1;
  loginPrompt.open = true;
}

export function closeLogin() {
  loginPrompt.open = false;
}
