import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { PullList, type LoadPage, type PullListProps } from './PullList';
import { withComponentDocs } from '../../storybook-helpers/docs';

interface LogEntry {
  id: number;
  memo: string;
  amount: number;
}

/** 23 entries: pages of 10 give 10, 10 and 3, so the third page ends the list. */
const entries: LogEntry[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  memo: `Order payment #${1000 + index}`,
  amount: -((index * 7.3) % 50) - 1,
}));

const pageOf =
  (all: LogEntry[]) =>
  (pageNo: number, pageSize: number): Promise<LogEntry[]> =>
    Promise.resolve(all.slice((pageNo - 1) * pageSize, pageNo * pageSize));

const renderEntry = (entry: LogEntry) => (
  <Card padding="small" elevation="flat">
    {entry.memo} · ¥{entry.amount.toFixed(2)}
  </Card>
);

const meta = {
  title: 'Primitives/PullList',
  component: PullList<LogEntry>,
  args: {
    label: 'Account log',
    pageSize: 10,
    loadPage: fn(pageOf(entries)) as LoadPage<LogEntry>,
    renderItem: renderEntry,
    getKey: (entry: LogEntry) => entry.id,
  },
  parameters: withComponentDocs({
    summary:
      'A list that loads page after page behind a "Load more" button: page 1 on mount, the next on request, done as soon as a page brings fewer items than the page size. The app gives `loadPage` and draws each item; loading, failures with a retry and the empty state are handled.',
    whenToUse: [
      'Server lists paged by page number and size: balance and points logs, favourites, orders, search results (10 a page; 12 for catalogue lists).',
      '`usePagedList` alone when the items need a layout of their own, e.g. ItemCards in Tiles.',
    ],
    whenNotToUse: ['Short lists that arrive whole: render a List.'],
  }),
} satisfies Meta<PullListProps<LogEntry>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadMoreUntilShortPage: Story = {
  play: async ({ args, canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Account log' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText(/Order payment #1019/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('No more')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(23);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(args.loadPage).toHaveBeenCalledTimes(3);
    await expect(args.loadPage).toHaveBeenLastCalledWith(3, 10);
  },
};

export const Loading: Story = {
  args: { loadPage: () => new Promise<LogEntry[]>(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  args: { loadPage: () => Promise.resolve([]) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing here yet')).toBeVisible();
  },
};

export const FirstPageError: Story = {
  args: { loadPage: () => Promise.reject(new TypeError('Failed to fetch')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Oops..something got wrong',
    );
  },
};

export const Mongolian: Story = {
  args: {
    label: 'Дансны түүх',
    lang: 'mn',
    loadPage: pageOf(
      entries.slice(0, 12).map((entry) => ({ ...entry, memo: `Захиалгын төлбөр №${entry.id}` })),
    ),
  },
};
