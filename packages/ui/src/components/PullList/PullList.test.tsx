import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../internal/test-utils';
import { PullList, usePagedList } from './PullList';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const pagesOf = (all: number[]) =>
  vi.fn((pageNo: number, pageSize: number) =>
    Promise.resolve(all.slice((pageNo - 1) * pageSize, pageNo * pageSize)),
  );

describe('usePagedList', () => {
  it('loads page 1 on mount and stops when a page is shorter than the page size', async () => {
    const loadPage = pagesOf(numbers(25));
    const { result } = renderHook(() => usePagedList(loadPage, 10));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.items).toHaveLength(10);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(20));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.items).toHaveLength(25);
    act(() => result.current.loadMore());
    expect(loadPage).toHaveBeenCalledTimes(3);
    expect(loadPage.mock.calls).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
    ]);
  });

  it('asks for one more page when the last full page ended the data', async () => {
    const loadPage = pagesOf(numbers(10));
    const { result } = renderHook(() => usePagedList(loadPage, 10));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.items).toHaveLength(10);
  });

  it('keeps loaded items on a failed page and retries the same page', async () => {
    let fail = false;
    const loadPage = vi.fn((pageNo: number) =>
      fail
        ? Promise.reject(new Error('down'))
        : Promise.resolve(numbers(12).slice((pageNo - 1) * 12, pageNo * 12)),
    );
    const { result } = renderHook(() => usePagedList(loadPage, 12));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    fail = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.items).toHaveLength(12);
    fail = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(loadPage).toHaveBeenLastCalledWith(2, 12);
  });
});

describe('PullList', () => {
  it('renders items and a Load more button until the end', async () => {
    renderKit(
      <PullList
        label="Numbers"
        pageSize={10}
        loadPage={pagesOf(numbers(15))}
        getKey={(n) => n}
        renderItem={(n) => `Item ${n}`}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Numbers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
  });

  it('shows the empty state for an empty first page', async () => {
    renderKit(
      <PullList
        label="N"
        pageSize={10}
        loadPage={pagesOf([])}
        getKey={(n) => n}
        renderItem={String}
      />,
    );
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('offers a retry when the first page fails', async () => {
    const loadPage = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([1, 2]);
    renderKit(
      <PullList
        label="N"
        pageSize={10}
        loadPage={loadPage}
        getKey={(n: number) => n}
        renderItem={String}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });
});
