import { authApi, MESSAGES } from '@sdp/shared';
import { postAuth, readSignIn, type SignInResult } from '@/lib/session';

/** POST /api/auth/oauth/callback with the code and state Google returned. */
export async function completeOAuth(code: string, state: string): Promise<SignInResult> {
  const data = await postAuth(
    authApi.oauthCallback,
    { provider: 'google', code, state },
    MESSAGES.loginFailedService,
  );
  return readSignIn(data, MESSAGES.loginFailedService);
}
