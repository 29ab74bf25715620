/** A caller's entry: who the token's user is, until when the token is valid. */
export interface CachedCaller {
  id: number;
  roles: string[];
  expiresAt: Date;
}

interface Entry extends CachedCaller {
  /** When it was read (a monotonic clock). */
  at: number;
}

/**
 * Callers recently read from their tokens, so that a signed-in call does not read its
 * token row each time. Revoking a token or changing a user's roles evicts the entries at
 * once on the instance that did it and, through the database's change notices, on every
 * other instance; entries are also read again after `ttlMs`, the longest a revocation can
 * go unseen when notices are lost. An expired token is never answered from here.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string, now: Date): CachedCaller | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (performance.now() - entry.at >= this.ttlMs || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, caller: CachedCaller): void {
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { ...caller, at: performance.now() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    for (const [hash, entry] of this.entries) if (entry.id === userId) this.entries.delete(hash);
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
