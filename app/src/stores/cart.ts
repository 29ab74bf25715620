import { proxy, subscribe } from 'valtio/vanilla';
import { subscribeKey } from 'valtio/vanilla/utils';
import type { components } from '@citylife/api-client';
import { api } from '../api/client';
import { preferences } from './preferences';
import { session } from './session';

export type Cart = components['schemas']['Cart'];
export type CartLine = components['schemas']['CartItem'];
export type SkuChoice = components['schemas']['SkuSelection'];

/** The cart calls of the contract (tag cart); each one answers with the whole cart. */
export interface CartCalls {
  read(): Promise<Cart>;
  add(itemid: number, qty: number, sku: SkuChoice): Promise<Cart>;
  changeQty(lineId: number, qty: number): Promise<Cart>;
  remove(lineId: number): Promise<Cart>;
  /** Sets `selected` on the given lines, or on every line without ids. */
  select(selected: boolean, lineIds?: number[]): Promise<Cart>;
  /** Selects exactly these lines for checkout. */
  checkout(lineIds: number[]): Promise<Cart>;
}

/** What the cart needs to know of the session. */
export interface CartSession {
  readonly loggedIn: boolean;
  readonly user: { readonly id: number } | undefined;
}

export interface CartState {
  lines: CartLine[];
  totalQty: number;
  totalAmount: number;
  selectedAmount: number;
  /** `ready` once the server's cart has been read for `owner`. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The user whose cart this is; the cart of someone else is never shown. */
  owner: number | undefined;
}

/** Whether the cart has nothing to show yet: not read, or being read with no lines so far. */
export function cartPending(state: {
  readonly lines: readonly unknown[];
  readonly status: CartState['status'];
}): boolean {
  return state.lines.length === 0 && (state.status === 'idle' || state.status === 'loading');
}

function emptyState(): CartState {
  return {
    lines: [],
    totalQty: 0,
    totalAmount: 0,
    selectedAmount: 0,
    status: 'idle',
    owner: undefined,
  };
}

/**
 * The signed-in user's cart, which lives on the server: every change is a call whose
 * answer (the whole cart) replaces the local copy. A 401 clears the session but not the
 * cart; signing in again reads it afresh (and drops it first if another user signed in).
 */
export function createCart(calls: CartCalls, currentSession: CartSession) {
  const state = proxy<CartState>(emptyState());
  // Only the answer of the latest change is applied: answers may arrive out of order.
  let latest = 0;
  /** The user a read in flight is for. */
  let readingFor: number | undefined;

  function apply(cart: Cart) {
    state.lines = cart.items;
    state.totalQty = cart.totalQty;
    state.totalAmount = cart.totalAmount;
    state.selectedAmount = cart.selectedAmount;
    state.status = 'ready';
    state.owner = currentSession.user?.id;
  }

  async function change(run: () => Promise<Cart>, undo?: () => void): Promise<Cart> {
    const ticket = ++latest;
    try {
      const cart = await run();
      if (ticket === latest) apply(cart);
      return cart;
    } catch (error) {
      if (ticket === latest) {
        undo?.();
        // The server may have changed anyway (a timeout after it answered): read it again.
        void load();
      }
      throw error;
    }
  }

  /** Reads the cart from the server; does nothing while signed out. */
  async function load(): Promise<void> {
    if (!currentSession.loggedIn) return;
    const ticket = ++latest;
    readingFor = currentSession.user?.id;
    state.status = 'loading';
    try {
      const cart = await calls.read();
      if (ticket === latest) apply(cart);
    } catch {
      if (ticket === latest) state.status = 'failed';
    } finally {
      if (ticket === latest) readingFor = undefined;
    }
  }

  /** Reads the cart unless it is already read (or being read) for the signed-in user. */
  function ensureLoaded(): void {
    const user = currentSession.user?.id;
    if (state.status === 'loading' && readingFor === user) return;
    if (state.status === 'ready' && state.owner === user) return;
    void load();
  }

  function add(itemid: number, qty: number, sku: SkuChoice) {
    return change(() => calls.add(itemid, qty, sku));
  }

  function removeLine(lineId: number) {
    return change(() => calls.remove(lineId));
  }

  /** A quantity of 0 or below removes the line. */
  function setQuantity(lineId: number, qty: number) {
    if (qty <= 0) return removeLine(lineId);
    const line = state.lines.find((candidate) => candidate.id === lineId);
    const before = line?.qty;
    if (line) line.qty = qty;
    return change(
      () => calls.changeQty(lineId, qty),
      () => {
        const still = state.lines.find((candidate) => candidate.id === lineId);
        if (still && before !== undefined) still.qty = before;
      },
    );
  }

  function setSelected(lineId: number, selected: boolean) {
    const line = state.lines.find((candidate) => candidate.id === lineId);
    const before = line?.selected;
    if (line) line.selected = selected;
    return change(
      () => calls.select(selected, [lineId]),
      () => {
        const still = state.lines.find((candidate) => candidate.id === lineId);
        if (still && before !== undefined) still.selected = before;
      },
    );
  }

  /** The select-all toggle. */
  function selectAll(selected: boolean) {
    const before = state.lines.map((line) => line.selected);
    for (const line of state.lines) line.selected = selected;
    return change(
      () => calls.select(selected),
      () => {
        state.lines.forEach((line, index) => {
          const was = before[index];
          if (was !== undefined) line.selected = was;
        });
      },
    );
  }

  /** Tells the server which lines go to checkout: the selected ones. */
  function chooseSelectedForCheckout() {
    return change(() => calls.checkout(selectedLines(state).map((line) => line.id)));
  }

  /** Follows the session: a sign-in (again, or as someone else) reads the cart. */
  function followSession(): () => void {
    let wasLoggedIn = currentSession.loggedIn;
    let user = currentSession.user?.id;
    return subscribe(currentSession as object, () => {
      const nowLoggedIn = currentSession.loggedIn;
      const nowUser = currentSession.user?.id;
      if (nowLoggedIn && (!wasLoggedIn || nowUser !== user)) {
        if (state.owner !== undefined && state.owner !== nowUser) {
          latest += 1;
          Object.assign(state, emptyState());
        }
        void load();
      }
      wasLoggedIn = nowLoggedIn;
      user = nowUser;
    });
  }

  return {
    state,
    load,
    ensureLoaded,
    add,
    setQuantity,
    removeLine,
    setSelected,
    selectAll,
    chooseSelectedForCheckout,
    followSession,
  };
}

/** The lines chosen for checkout (of the state or of a snapshot of it). */
export function selectedLines<L extends { readonly selected: boolean }>(state: {
  readonly lines: readonly L[];
}): L[] {
  return state.lines.filter((line) => line.selected);
}

/** Whether every line is selected (false for an empty cart). */
export function allSelected(state: {
  readonly lines: readonly { readonly selected: boolean }[];
}): boolean {
  return state.lines.length > 0 && state.lines.every((line) => line.selected);
}

/** The number for a cart badge: the signed-in user's units in the cart, else 0. */
export function cartCount(
  state: Pick<CartState, 'owner' | 'totalQty'>,
  current: CartSession,
): number {
  return current.loggedIn && current.user?.id === state.owner ? state.totalQty : 0;
}

const calls: CartCalls = {
  read: () => api.call((client) => client.POST('/shoppingcart/getByUser/')),
  add: (itemid, qty, sku) =>
    api.call((client) =>
      client.POST('/shoppingcart/add/{itemid}/{qty}', {
        params: { path: { itemid, qty } },
        body: { sku },
      }),
    ),
  changeQty: (id, qty) =>
    api.call((client) =>
      client.POST('/shoppingcart/changeQty/{id}/{qty}', { params: { path: { id, qty } } }),
    ),
  remove: (id) =>
    api.call((client) => client.GET('/shoppingcart/remove/{id}', { params: { path: { id } } })),
  select: (selected, ids) =>
    api.call((client) =>
      client.POST('/shoppingcart/select/', { body: ids ? { ids, selected } : { selected } }),
    ),
  checkout: (items) =>
    api.call((client) => client.POST('/shoppingcart/checkoutCart/', { body: { items } })),
};

const appCart = createCart(calls, session);
appCart.followSession();
// The server names the lines in the interface language: a new language reads the cart again.
subscribeKey(preferences, 'locale', () => void appCart.load());

/** The app's cart; read it with `useSnapshot(cart)` in render. */
export const cart = appCart.state;
export const {
  load: loadCart,
  ensureLoaded: ensureCartLoaded,
  add: addToCart,
  setQuantity: setCartQuantity,
  removeLine: removeCartLine,
  setSelected: setCartLineSelected,
  selectAll: selectAllCartLines,
  chooseSelectedForCheckout,
} = appCart;
