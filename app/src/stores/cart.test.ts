import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import {
  allSelected,
  cartCount,
  createCart,
  selectedLines,
  type Cart,
  type CartCalls,
  type CartLine,
  type CartSession,
} from './cart';

function line(id: number, qty: number, price: number, selected = true): CartLine {
  return {
    id,
    qty,
    price,
    selected,
    itemid: 100 + id,
    name: `item ${id}`,
    pic: `/static/items/${id}.svg`,
    sku: {},
    stockId: 200 + id,
  };
}

/** The cart the server would answer for these lines. */
function cartOf(lines: CartLine[]): Cart {
  const amount = (list: CartLine[]) =>
    Math.round(list.reduce((sum, entry) => sum + entry.qty * entry.price * 100, 0)) / 100;
  return {
    items: lines.map((entry) => ({ ...entry })),
    totalQty: lines.reduce((sum, entry) => sum + entry.qty, 0),
    totalAmount: amount(lines),
    selectedAmount: amount(lines.filter((entry) => entry.selected)),
  };
}

/** A server cart in memory behind the calls of the contract. */
function fakeServer(initial: CartLine[]) {
  let lines = initial.map((entry) => ({ ...entry }));
  const answer = () => Promise.resolve(cartOf(lines));
  const calls = {
    read: vi.fn(answer),
    add: vi.fn((itemid: number, qty: number) => {
      lines.push({ ...line(lines.length + 1, qty, 10), itemid });
      return answer();
    }),
    changeQty: vi.fn((id: number, qty: number) => {
      lines = lines.map((entry) => (entry.id === id ? { ...entry, qty } : entry));
      return answer();
    }),
    remove: vi.fn((id: number) => {
      lines = lines.filter((entry) => entry.id !== id);
      return answer();
    }),
    select: vi.fn((selected: boolean, ids?: number[]) => {
      lines = lines.map((entry) =>
        !ids || ids.includes(entry.id) ? { ...entry, selected } : entry,
      );
      return answer();
    }),
    checkout: vi.fn((ids: number[]) => {
      lines = lines.map((entry) => ({ ...entry, selected: ids.includes(entry.id) }));
      return answer();
    }),
  } satisfies CartCalls;
  return { calls, lines: () => lines };
}

type FakeSession = { loggedIn: boolean; user: { id: number } | undefined };

function signedIn(id = 1) {
  return proxy<FakeSession>({ loggedIn: true, user: { id } });
}

/** Signs the session in as user `id` (none: signs it out), then lets the cart follow. */
async function switchUser(session: FakeSession, id: number | undefined) {
  session.loggedIn = id !== undefined;
  session.user = id === undefined ? undefined : { id };
  await settle();
}

/** A cart of the signed-in user `id`, on a fake server holding `lines`. */
function cartOn(lines: CartLine[], id?: number) {
  const server = fakeServer(lines);
  const session = signedIn(id);
  return { server, session, store: createCart(server.calls, session) };
}

/** Lets valtio's batched subscriptions and pending promises run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cart store', () => {
  it('reads the signed-in user’s cart and does nothing while signed out', async () => {
    const { server, store } = cartOn([line(1, 2, 29.9), line(2, 1, 5, false)], 7);
    await store.load();
    expect(store.state.status).toBe('ready');
    expect(store.state.owner).toBe(7);
    expect(store.state.lines.map((entry) => entry.id)).toEqual([1, 2]);
    expect(store.state.totalQty).toBe(3);
    expect(store.state.selectedAmount).toBe(59.8);

    const visitor: CartSession = { loggedIn: false, user: undefined };
    const other = createCart(server.calls, visitor);
    await other.load();
    expect(server.calls.read).toHaveBeenCalledTimes(1);
    expect(other.state.status).toBe('idle');
  });

  it('removes a line when its quantity goes to 0 or below', async () => {
    const { server, store } = cartOn([line(1, 2, 10), line(2, 1, 5), line(3, 1, 1)]);
    await store.load();

    await store.setQuantity(1, 0);
    expect(server.calls.remove).toHaveBeenCalledWith(1);
    expect(server.calls.changeQty).not.toHaveBeenCalled();
    await store.setQuantity(2, -3);
    expect(server.calls.remove).toHaveBeenCalledWith(2);
    expect(store.state.lines.map((entry) => entry.id)).toEqual([3]);
    expect(store.state.totalQty).toBe(1);
  });

  it('shows a new quantity at once and the server’s totals when it answers', async () => {
    const { server, store } = cartOn([line(1, 1, 12.5)]);
    await store.load();

    const pending = store.setQuantity(1, 3);
    expect(store.state.lines[0]?.qty).toBe(3);
    expect(store.state.totalAmount).toBe(12.5);
    await pending;
    expect(server.calls.changeQty).toHaveBeenCalledWith(1, 3);
    expect(store.state.totalAmount).toBe(37.5);
    expect(store.state.totalQty).toBe(3);
  });

  it('puts the quantity back and reads the cart again when a change fails', async () => {
    const { server, store } = cartOn([line(1, 2, 10)]);
    await store.load();
    server.calls.changeQty.mockRejectedValueOnce(new Error('Out of stock'));

    await expect(store.setQuantity(1, 50)).rejects.toThrow('Out of stock');
    expect(store.state.lines[0]?.qty).toBe(2);
    await settle();
    expect(server.calls.read).toHaveBeenCalledTimes(2);
    expect(store.state.status).toBe('ready');
  });

  it('applies only the answer of the latest change when answers cross', async () => {
    const { server, store } = cartOn([line(1, 1, 10)]);
    await store.load();
    let answerFirst: (cart: Cart) => void = () => undefined;
    server.calls.changeQty.mockImplementationOnce(
      () => new Promise<Cart>((resolve) => (answerFirst = resolve)),
    );

    const first = store.setQuantity(1, 2);
    const second = store.setQuantity(1, 3);
    await second;
    answerFirst(cartOf([line(1, 2, 10)]));
    await first;
    expect(store.state.lines[0]?.qty).toBe(3);
    expect(store.state.totalAmount).toBe(30);
  });

  it('selects and unselects every line and reverts when the server refuses', async () => {
    const { server, store } = cartOn([line(1, 1, 10, false), line(2, 1, 5, true)]);
    await store.load();
    expect(allSelected(store.state)).toBe(false);

    await store.selectAll(true);
    expect(server.calls.select).toHaveBeenLastCalledWith(true);
    expect(allSelected(store.state)).toBe(true);
    expect(store.state.selectedAmount).toBe(15);

    server.calls.select.mockRejectedValueOnce(new Error('offline'));
    await expect(store.selectAll(false)).rejects.toThrow('offline');
    expect(allSelected(store.state)).toBe(true);

    await store.setSelected(2, false);
    expect(server.calls.select).toHaveBeenLastCalledWith(false, [2]);
    expect(selectedLines(store.state).map((entry) => entry.id)).toEqual([1]);
    expect(store.state.selectedAmount).toBe(10);
  });

  it('sends the selected lines to checkout', async () => {
    const { server, store } = cartOn([
      line(1, 1, 10, true),
      line(2, 1, 5, false),
      line(3, 2, 1, true),
    ]);
    await store.load();
    await store.chooseSelectedForCheckout();
    expect(server.calls.checkout).toHaveBeenCalledWith([1, 3]);
  });

  it('adds a line and takes the whole cart from the answer', async () => {
    const { server, store } = cartOn([]);
    await store.load();
    await store.add(42, 2, { 规格: '1个装' });
    expect(server.calls.add).toHaveBeenCalledWith(42, 2, { 规格: '1个装' });
    expect(store.state.totalQty).toBe(2);
    expect(store.state.lines[0]?.itemid).toBe(42);
  });

  it('survives a 401: kept while signed out, read again after signing in', async () => {
    const { server, session, store } = cartOn([line(1, 2, 10), line(2, 1, 5)], 7);
    const stop = store.followSession();
    await store.load();
    expect(cartCount(store.state, session)).toBe(3);

    // The client clears the session on a 401.
    await switchUser(session, undefined);
    expect(store.state.lines).toHaveLength(2);
    expect(cartCount(store.state, session)).toBe(0);
    expect(server.calls.read).toHaveBeenCalledTimes(1);

    await switchUser(session, 7);
    expect(server.calls.read).toHaveBeenCalledTimes(2);
    expect(store.state.status).toBe('ready');
    expect(cartCount(store.state, session)).toBe(3);
    stop();
  });

  it('never shows another user’s cart after a different sign-in', async () => {
    const { server, session, store } = cartOn([line(1, 4, 10)], 7);
    const stop = store.followSession();
    await store.load();

    let answer: (cart: Cart) => void = () => undefined;
    server.calls.read.mockImplementationOnce(() => new Promise<Cart>((r) => (answer = r)));
    await switchUser(session, undefined);
    await switchUser(session, 8);
    expect(store.state.lines).toEqual([]);
    expect(cartCount(store.state, session)).toBe(0);
    answer(cartOf([line(9, 1, 3)]));
    await settle();
    expect(store.state.owner).toBe(8);
    expect(cartCount(store.state, session)).toBe(1);
    stop();
  });

  it('reads the cart once for ensureLoaded until someone else signs in', async () => {
    const { server, session, store } = cartOn([line(1, 1, 10)], 7);
    store.ensureLoaded();
    store.ensureLoaded();
    await settle();
    store.ensureLoaded();
    expect(server.calls.read).toHaveBeenCalledTimes(1);
    session.user = { id: 8 };
    store.ensureLoaded();
    expect(server.calls.read).toHaveBeenCalledTimes(2);
  });
});
