import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeTimersInEachTest, renderKit } from '../../internal/test-utils';
import { SnackbarProvider, useSnackbar, type SnackbarApi } from './Snackbar';

let api: SnackbarApi;
function Capture() {
  api = useSnackbar();
  return null;
}

/**
 * Renders a provider whose snackbar API the tests reach through `api`, and shows each of
 * `messages` (the arguments of one `show`) in turn.
 */
function renderShowing(...messages: Parameters<SnackbarApi['show']>[]) {
  renderKit(
    <SnackbarProvider>
      <Capture />
    </SnackbarProvider>,
  );
  act(() => {
    for (const message of messages) api.show(...message);
  });
}

describe('SnackbarProvider', () => {
  fakeTimersInEachTest();

  it('shows a message in the warning tone for 5 seconds', () => {
    renderShowing(['Network not reachable, please try again']);
    expect(screen.getByRole('status')).toHaveTextContent('Network not reachable');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('queues messages and shows them one after another', () => {
    renderShowing(['first'], ['second', { duration: 1000 }]);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('first');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('second');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('replaces the messages of a topic, waiting or on screen, with the newest of it', () => {
    renderShowing(
      ['rejected 1', { topic: 'review', tone: 'positive' }],
      ['Network not reachable'],
      ['approved 1', { topic: 'review', tone: 'positive' }],
    );
    expect(screen.getByRole('status')).toHaveTextContent('Network not reachable');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('approved 1');
    act(() => api.show('approved 2', { topic: 'review', tone: 'positive' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('approved 2');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets the user dismiss the visible message early', () => {
    renderShowing(['first'], ['second']);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('second');
  });

  it('announces critical messages as alerts', () => {
    renderShowing(['Request is not authorized', { tone: 'critical' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('Request is not authorized');
  });

  it('throws a clear error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderKit(<Capture />)).toThrow(/SnackbarProvider/);
  });
});
