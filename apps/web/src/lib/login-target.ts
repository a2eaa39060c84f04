import { DEFAULT_LOGIN_TARGET, SESSION_STORAGE_KEYS } from '@sdp/shared';
import { paths } from '@/config/paths';
import { readStorage, writeStorage } from './storage';

/** A same-origin app path: starts with one slash (not '//' or '/\'), so it cannot leave the site. */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * docs/product/web.md#login-and-registration: the returnTo query parameter first, then the remembered
 * intendedDestination, then the user's default screen (docs/account.md#preferences), else /dashboard.
 * An empty target, /login or / becomes that default (and so does any target that would leave the site).
 */
export function resolveLoginTarget(
  search: string,
  intendedDestination: string | null,
  defaultScreen: string = DEFAULT_LOGIN_TARGET,
): string {
  const fallback = isLocalPath(defaultScreen) ? defaultScreen : DEFAULT_LOGIN_TARGET;
  const returnTo = new URLSearchParams(search).get('returnTo');
  const target = (returnTo || intendedDestination || fallback).trim();
  if (!target || !isLocalPath(target)) return fallback;
  const pathname = target.split(/[?#]/)[0];
  if (pathname === paths.home || pathname === paths.login) return fallback;
  return target;
}

export const intendedDestination = {
  get: (): string | null => readStorage('session', SESSION_STORAGE_KEYS.intendedDestination),
  set: (path: string): void => writeStorage('session', SESSION_STORAGE_KEYS.intendedDestination, path),
  clear: (): void => writeStorage('session', SESSION_STORAGE_KEYS.intendedDestination, null),
};

// While a sign-in is finishing with its delayed full page load, the guest-only routes must not
// redirect in-app first (the page would navigate twice, racing whatever the user does next).
let signInPending = false;
export const signInRedirect = {
  begin: (): void => {
    signInPending = true;
  },
  cancel: (): void => {
    signInPending = false;
  },
  isPending: (): boolean => signInPending,
};
