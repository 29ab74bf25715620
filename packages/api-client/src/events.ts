/** Events the client emits; the app decides what a dialog or snackbar looks like. */
export interface ApiEvents {
  /** 401: the session was cleared; the app opens the login dialog. */
  unauthorized: { url: string };
  /** 403: the app shows `system.not_authorized` with the URL. */
  forbidden: { url: string };
  /** Timeouts or network errors outlasted the retries; the app alerts `system.network_error`. */
  networkError: { url: string; kind: 'timeout' | 'network' };
  /** A failure message for the snackbar (a translation key or the server's text). */
  serverMessage: { message: string; code: number; url: string };
  /** Requests in flight (calls that opted out are not counted). */
  loading: { count: number };
}

type Listener<T> = (payload: T) => void;

export class Emitter<Events extends object> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      (listener as Listener<Events[K]>)(payload);
    }
  }
}
