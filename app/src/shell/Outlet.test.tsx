import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { initI18n } from '../i18n/i18n';
import { closeLogin, loginPrompt } from '../stores/loginPrompt';
import { clearSession, signIn, takeLoginRedirect } from '../stores/session';
import { forgetChunk } from './chunks';
import { guardNavigation } from './navigation';
import { Outlet } from './Outlet';
import { areas } from './routeAreas';
import type { ScreenProps } from './screen';

/** Area chunks replaced by screens with state; `failures` makes the tour chunk fail. */
const chunks = vi.hoisted(() => ({ failures: 0, loads: 0 }));

vi.mock('./chunks', async () => {
  const { lazy } = await import('react');
  class ChunkLoadError extends Error {}
  function Counter({ screen, path }: ScreenProps) {
    const [count, setCount] = useState(0);
    return (
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {`${screen} ${path} ${count}`}
      </button>
    );
  }
  const components = new Map<string, ReturnType<typeof lazy>>();
  return {
    ChunkLoadError,
    forgetChunk: (area: string) => components.delete(area),
    screenComponent: (area: string) => {
      let component = components.get(area);
      if (!component) {
        component = lazy(async () => {
          chunks.loads += 1;
          if (area === 'tour' && chunks.failures > 0) {
            chunks.failures -= 1;
            throw new ChunkLoadError('tour chunk failed');
          }
          return { default: Counter };
        });
        components.set(area, component);
      }
      return component;
    },
  };
});

const member = {
  token: 'Q2l0eUxpZmVEZW1vVG9rZW4tMDAwMDAwMDAwMDAwMDE',
  expiresAt: '2026-03-08T08:00:00Z',
  user: { id: 1, avatar: '', nickname: 'Demo', roles: [] },
};

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook} aroundNav={guardNavigation}>
      <Outlet />
    </Router>,
  );
  const go = (to: string) => act(() => location.navigate(to));
  return {
    history: location.history,
    go,
    /** Goes to another screen (the about screen), answering its button once it shows. */
    leave: () => {
      go('/about');
      return screen.findByRole('button', { name: 'about /about 0' });
    },
  };
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
  closeLogin();
  takeLoginRedirect();
  chunks.failures = 0;
  chunks.loads = 0;
  for (const chunk of [...areas, 'home', 'item'] as const) forgetChunk(chunk);
});

describe('Outlet', () => {
  it('sends an unknown path home', async () => {
    const { history } = renderAt('/no/such/page');
    expect(await screen.findByRole('button', { name: 'home /home 0' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/home');
  });

  it('opens the login dialog for an auth route while logged out and remembers it', async () => {
    const { history } = renderAt('/member/center');
    expect(await screen.findByRole('button', { name: 'home /home 0' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/home');
    expect(loginPrompt.open).toBe(true);
    expect(takeLoginRedirect()).toBe('/member/center');
    expect(screen.queryByText(/center/)).not.toBeInTheDocument();
  });

  it('keeps a member screen mounted and hidden while away, with its state', async () => {
    signIn(member);
    const user = userEvent.setup();
    const { go, leave } = renderAt('/member/center');
    const centre = await screen.findByRole('button', { name: 'center /member/center 0' });
    await user.click(centre);
    await user.click(centre);

    expect(await leave()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /center/ })).not.toBeInTheDocument();
    expect(screen.getByText('center /member/center 2', { ignore: 'none' })).not.toBeVisible();

    go('/member/center');
    expect(await screen.findByRole('button', { name: 'center /member/center 2' })).toBeVisible();
  });

  it('does not keep ordinary screens', async () => {
    const user = userEvent.setup();
    const { go, leave } = renderAt('/tour/index');
    await user.click(await screen.findByRole('button', { name: 'index /tour/index 0' }));
    expect(screen.getByRole('button', { name: 'index /tour/index 1' })).toBeInTheDocument();
    await leave();
    go('/tour/index');
    expect(await screen.findByRole('button', { name: 'index /tour/index 0' })).toBeInTheDocument();
  });

  it('keeps a same-screen route mounted, without a slide, while only its parameters change', async () => {
    const user = userEvent.setup();
    const { go, leave } = renderAt('/tour/vr/gate');
    await user.click(await screen.findByRole('button', { name: 'vr /tour/vr/gate 0' }));
    const slide = screen.getByRole('button').closest('[data-slide]');
    go('/tour/vr/lake');
    expect(await screen.findByRole('button', { name: 'vr /tour/vr/lake 1' })).toBeInTheDocument();
    expect(screen.getByRole('button').closest('[data-slide]')).toBe(slide);
    expect(slide).toHaveAttribute('data-slide', 'none');
    await leave();
    go('/tour/vr/lake');
    expect(await screen.findByRole('button', { name: 'vr /tour/vr/lake 0' })).toBeInTheDocument();
  });

  it('drops kept member screens when the session ends', async () => {
    signIn(member);
    const { leave, history } = renderAt('/member/account');
    await screen.findByRole('button', { name: 'account /member/account 0' });
    await leave();
    await act(async () => clearSession());
    expect(screen.queryByText(/member\/account/, { ignore: 'none' })).not.toBeInTheDocument();
    expect(history.at(-1)).toBe('/about');
  });

  it('loads a failed chunk again once by going to the same path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    chunks.failures = 1;
    const { history } = renderAt('/tour/index');
    expect(await screen.findByRole('button', { name: 'index /tour/index 0' })).toBeInTheDocument();
    expect(chunks.loads).toBe(2);
    expect(history).toEqual(['/tour/index']);
  });

  it('shows an error with Retry when the chunk fails again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    chunks.failures = 2;
    const user = userEvent.setup();
    renderAt('/tour/index');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded.');
    expect(chunks.loads).toBe(2);
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'index /tour/index 0' })).toBeInTheDocument();
    expect(chunks.loads).toBe(3);
  });
});
