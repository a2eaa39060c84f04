import { STORAGE_KEYS } from '@sdp/shared';
import { readStorage, writeStorage } from './storage';

// Tokens live in localStorage under STORAGE_KEYS (docs/product/web.md#session-and-tokens). Listeners let
// React follow changes.

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => {
  for (const l of listeners) l();
};

// Leaving a page aborts its calls (net::ERR_ABORTED) and their failure handlers still run. Such an
// abort is not a failed session check: clearing the tokens then would sign the next page out.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export interface StoredTokens {
  accessToken: string;
  refreshToken?: string | null;
}

export const tokenStore = {
  getAccessToken: (): string | null => readStorage('local', STORAGE_KEYS.accessToken),
  getRefreshToken: (): string | null => readStorage('local', STORAGE_KEYS.refreshToken),
  getTempUserData: (): string | null => readStorage('local', STORAGE_KEYS.tempUserData),
  setTokens(tokens: StoredTokens): void {
    writeStorage('local', STORAGE_KEYS.accessToken, tokens.accessToken);
    if (tokens.refreshToken) writeStorage('local', STORAGE_KEYS.refreshToken, tokens.refreshToken);
    emit();
  },
  clear(): void {
    writeStorage('local', STORAGE_KEYS.accessToken, null);
    writeStorage('local', STORAGE_KEYS.refreshToken, null);
    writeStorage('local', STORAGE_KEYS.tempUserData, null);
    emit();
  },
  /** Clears the tokens after a failed session call, unless the page is being left (its calls were aborted). */
  clearAfterFailure(): void {
    if (!leaving) tokenStore.clear();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
