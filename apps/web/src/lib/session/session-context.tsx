import { MESSAGES, type RegisterRequest } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { paths } from '@/config/paths';
import { setFormatPreferences } from '../format';
import { forgetOfflineData, offlineDataFor } from '../offline-cache';
import { refreshTokens } from '../refresh-tokens';
import { toast } from '../toast-store';
import { tokenStore } from '../token-store';
import { fetchMe, loginRequest, logoutOnServer, registerRequest, type SignInResult } from './auth-service';
import { initialUserOnce } from './resolve-initial-user';
import type { User } from './user';

export interface Session {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  token: string | null;
  login: (email: string, password: string) => Promise<SignInResult>;
  register: (payload: RegisterRequest) => Promise<SignInResult>;
  logout: (redirectTo?: string) => Promise<void>;
  refreshToken: () => Promise<boolean>;
  refreshUser: () => Promise<User | null>;
  /** The user as a profile, avatar or preferences call answered it: shown at once everywhere. */
  updateUser: (user: User) => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.getAccessToken, () => null);
  // Every date and number the screens write follows the signed-in user's preferences (lib/format.ts).
  setFormatPreferences(user?.preferences);

  useEffect(() => {
    let active = true;
    initialUserOnce()
      .then((u) => active && setUser(u))
      .catch(() => active && setUser(null))
      .finally(() => active && setIsLoading(false));
    return () => {
      active = false;
    };
  }, []);

  const signedIn = useCallback(
    async (result: SignInResult) => {
      if (result.kind === 'signedIn') {
        tokenStore.setTokens(result.tokens);
        await offlineDataFor(result.user.id);
        setUser(result.user);
        await queryClient.invalidateQueries();
      }
      return result;
    },
    [queryClient],
  );

  const login = useCallback(
    async (email: string, password: string) => signedIn(await loginRequest(email, password)),
    [signedIn],
  );
  const register = useCallback(
    async (payload: RegisterRequest) => signedIn(await registerRequest(payload)),
    [signedIn],
  );

  const logout = useCallback(
    async (redirectTo: string = paths.login) => {
      const failure = await logoutOnServer(tokenStore.getAccessToken(), tokenStore.getRefreshToken());
      if (failure) {
        // The local session is cleared anyway; the server's copy ends when its tokens expire.
        console.error(MESSAGES.logoutFailed, failure);
        toast({
          type: 'error',
          title: MESSAGES.logoutFailed,
          message: failure === MESSAGES.logoutFailed ? undefined : failure,
        });
      }
      tokenStore.clear();
      await forgetOfflineData();
      setUser(null);
      queryClient.clear();
      window.location.assign(redirectTo);
    },
    [queryClient],
  );

  const refreshUser = useCallback(async () => {
    try {
      const u = await fetchMe();
      setUser(u);
      return u;
    } catch {
      return null;
    }
  }, []);

  const refreshToken = useCallback(async () => {
    try {
      await refreshTokens();
      await refreshUser();
      return true;
    } catch {
      tokenStore.clearAfterFailure();
      setUser(null);
      return false;
    }
  }, [refreshUser]);

  const value = useMemo<Session>(
    () => ({
      user,
      isLoading,
      isAuthenticated: !!user,
      token,
      login,
      register,
      logout,
      refreshToken,
      refreshUser,
      updateUser: setUser,
    }),
    [user, isLoading, token, login, register, logout, refreshToken, refreshUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}

/** The signed-in user, or null outside a <SessionProvider> (components rendered alone in tests). */
export function useSessionUser(): User | null {
  return useContext(SessionContext)?.user ?? null;
}
