import { ExpiringMap } from '../lib/expiringMap.js';

/** A caller's entry: who the token's user is, until when the token is valid. */
export interface CachedCaller {
  id: number;
  roles: string[];
  expiresAt: Date;
}

/**
 * Callers recently read from their tokens, so that a signed-in call does not read its
 * token row each time. Revoking a token or changing a user's roles evicts the entries at
 * once on the instance that did it and, through the database's change notices, on every
 * other instance; entries are also read again after `ttlMs`, the longest a revocation can
 * go unseen when notices are lost. An expired token is never answered from here.
 */
export class CallerCache {
  private readonly entries: ExpiringMap<string, CachedCaller>;

  constructor(ttlMs = 30_000, maxEntries = 20_000) {
    this.entries = new ExpiringMap(ttlMs, maxEntries);
  }

  get(tokenHash: string, now: Date): CachedCaller | undefined {
    const entry = this.entries.get(tokenHash);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, caller: CachedCaller): void {
    this.entries.set(tokenHash, { ...caller });
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.entries.deleteWhere((entry) => entry.id === userId);
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * Applies a notice of the `callers_changed` channel: `token:<hash>`, `user:<id>`, or
   * undefined when notices may have been missed.
   */
  heard(payload: string | undefined): void {
    const [kind, value] = payload?.split(':', 2) ?? [];
    if (kind === 'token' && value) this.forgetToken(value);
    else if (kind === 'user' && value && Number.isInteger(Number(value))) {
      this.forgetUser(Number(value));
    } else this.clear();
  }
}
