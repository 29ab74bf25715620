import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '@citylife/ui';
import { api } from '../api/client';
import { initI18n } from '../i18n/i18n';
import { alerts, dismissAlert } from '../stores/alerts';
import { layout } from '../stores/layout';
import { closeLogin, loginPrompt } from '../stores/loginPrompt';
import { clearSession, session, signIn, takeLoginRedirect } from '../stores/session';
import { useApiEvents } from './useApiEvents';

/** What the fake server answers; each test sets it. */
const server = vi.hoisted(() => ({
  respond: (_request: Request): Promise<Response> => Promise.reject(new TypeError('unset')),
}));

// The app's client, on an absolute base URL with a scripted fetch.
vi.mock('../api/client', async () => {
  const { createApiClient } = await import('@citylife/api-client');
  const { clearSession: clear, session: state } = await import('../stores/session');
  return {
    api: createApiClient({
      baseUrl: 'http://api.test',
      retries: 0,
      fetch: (request) => server.respond(request),
      session: {
        getUserId: () => state.user?.id,
        getLocale: () => 'en',
        getDevice: () => ({}),
        clear,
      },
    }),
  };
});

function json(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function Bridge() {
  useApiEvents();
  return null;
}

function renderBridge() {
  render(
    <SnackbarProvider>
      <Bridge />
    </SnackbarProvider>,
  );
}

/** A signed-in member, as the sign-in call answers. */
const demoMember = {
  token: 'Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE',
  expiresAt: '2026-03-08T08:00:00Z',
  user: { id: 1, avatar: '', nickname: 'Demo', roles: [] },
};

/** The server's answer to a call without a valid session. */
const signedOut = () => json(401, { code: 401, message: 'Please sign in first' });

const getSettings = () =>
  api.call((client) =>
    client.GET('/api/getSettings/{keys}', { params: { path: { keys: 'cstel' } } }),
  );

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  for (const alert of [...alerts.queue]) dismissAlert(alert.id);
  closeLogin();
  takeLoginRedirect();
  clearSession();
});

describe('useApiEvents', () => {
  it('shows a server message in the snackbar', async () => {
    renderBridge();
    server.respond = () => json(422, { code: 422, message: 'Insufficient balance' });
    await act(async () => {
      await getSettings().catch(() => undefined);
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Insufficient balance');
  });

  it('translates a message key and stays quiet for calls that turn alerts off', async () => {
    renderBridge();
    server.respond = () => json(500, { code: 500 });
    await act(async () => {
      await getSettings().catch(() => undefined);
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Oops..something got wrong, please try again',
    );

    server.respond = () => json(422, { code: 422, message: 'Quiet please' });
    await act(async () => {
      await api
        .call((client) => client.POST('/user/mobileAuth/', { body: {} as never }), { alert: false })
        .catch(() => undefined);
    });
    expect(screen.queryByText('Quiet please')).not.toBeInTheDocument();
  });

  it('alerts a network error', async () => {
    renderBridge();
    server.respond = () => Promise.reject(new TypeError('Failed to fetch'));
    await act(async () => {
      await getSettings().catch(() => undefined);
    });
    expect(alerts.queue.map((alert) => alert.message)).toEqual(['system.network_error']);
  });

  it('alerts a 403 with its URL', async () => {
    renderBridge();
    server.respond = () => json(403, { code: 403, message: 'Request is not authorized' });
    await act(async () => {
      await api
        .call((client) => client.POST('/pricelist/approveItem/', { body: { items: [1] } }))
        .catch(() => undefined);
    });
    expect(alerts.queue).toEqual([
      {
        id: expect.any(Number),
        message: 'system.not_authorized',
        detail: 'http://api.test/pricelist/approveItem/',
      },
    ]);
  });

  it('clears the session and opens the login dialog on a 401', async () => {
    renderBridge();
    signIn(demoMember);
    window.history.pushState(null, '', '/member/account?tab=log');
    server.respond = signedOut;
    await act(async () => {
      await api.call((client) => client.GET('/user/getUserInfo/')).catch(() => undefined);
    });
    expect(session.loggedIn).toBe(false);
    expect(loginPrompt.open).toBe(true);
    expect(takeLoginRedirect()).toBe('/member/account?tab=log');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('continues on the page the first 401 interrupted, not where later ones found the app', async () => {
    renderBridge();
    signIn(demoMember);
    window.history.pushState(null, '', '/member/center');
    server.respond = signedOut;
    await act(async () => {
      await api.call((client) => client.GET('/user/getUserInfo/')).catch(() => undefined);
      // The auth guard has sent the app home when the second answer arrives.
      window.history.pushState(null, '', '/home');
      await api.call((client) => client.GET('/member/getAccount/')).catch(() => undefined);
    });
    expect(loginPrompt.open).toBe(true);
    expect(takeLoginRedirect()).toBe('/member/center');
  });

  it('does not ask to log in again when logging out meets a revoked token', async () => {
    renderBridge();
    server.respond = signedOut;
    await act(async () => {
      await api
        .call((client) => client.POST('/user/logout/'), { alert: false })
        .catch(() => undefined);
    });
    expect(loginPrompt.open).toBe(false);
  });

  it('counts calls in flight for the loading indicator', async () => {
    renderBridge();
    let answer: (response: Response) => void = () => {};
    const requested = new Promise<void>((ready) => {
      server.respond = () =>
        new Promise((resolve) => {
          answer = resolve;
          ready();
        });
    });
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = getSettings();
    });
    expect(layout.loading).toBe(1);
    await act(async () => {
      await requested;
      answer(new Response(JSON.stringify({ code: 0, data: {} }), { status: 200 }));
      await call;
    });
    expect(layout.loading).toBe(0);
  });
});
