import { authApi, MESSAGES } from '@sdp/shared';
import { postAuth, readSignIn, type SignInResult } from '@/lib/session';

/** POST /api/auth/two-factor/verify: the login challenge plus a TOTP or backup code. */
export async function verifyTwoFactor(challengeToken: string, code: string): Promise<SignInResult> {
  const data = await postAuth(
    authApi.verifyTwoFactor,
    { challengeToken, code: code.trim() },
    MESSAGES.loginFailedService,
  );
  return readSignIn(data, MESSAGES.loginFailedService);
}
