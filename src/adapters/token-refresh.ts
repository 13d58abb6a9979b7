// SPEC 4 "User token lock" across tabs: refresh tokens are single use, and a spent one presented again revokes the
// whole family (server/modules/user/tokens.ts), so tabs that share a session must not each spend the same token.
// One tab at a time refreshes, under a cross-tab lock; a tab whose token another tab already exchanged takes the
// stored pair it was rotated into instead of calling the server.
import type { TokenResult } from '../domain/contract/user';

export interface TokenRefreshIo {
  /** Runs `run` holding the store view's refresh lock, shared by its tabs. */
  lock<T>(run: () => Promise<T>, signal: AbortSignal): Promise<T>;
  session: {
    successorOf(refreshToken: string): Promise<TokenResult | null>;
    rotated(spent: string, fresh: TokenResult): Promise<void>;
  };
  /** POST /api/user/refresh. */
  refresh(refreshToken: string, signal: AbortSignal): Promise<TokenResult>;
}

export function sharedTokenRefresh(io: TokenRefreshIo) {
  return (refreshToken: string, signal: AbortSignal): Promise<TokenResult> =>
    io.lock(async () => {
      const successor = await io.session.successorOf(refreshToken).catch(() => null);
      if (successor) return successor;
      const fresh = await io.refresh(refreshToken, signal);
      // Before the lock is released, so the next tab finds the rotation. A failed write still answers the new pair:
      // this tab's token is spent either way, and the session machine saves the pair again.
      await io.session.rotated(refreshToken, fresh).catch(() => undefined);
      return fresh;
    }, signal);
}
