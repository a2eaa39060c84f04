import { authApi, type EndpointBody, MESSAGES } from '@sdp/shared';

/**
 * POST /api/auth/resend-verification. Resolves with the server's message; rejects with the texts of MESSAGES.
 */
export async function resendVerification(email: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(authApi.resendVerification.path, {
      method: authApi.resendVerification.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email } satisfies EndpointBody<typeof authApi.resendVerification>),
    });
  } catch {
    throw new Error(MESSAGES.resendNetworkFailed);
  }
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new Error(body?.message || MESSAGES.resendFailed);
  return body?.message || MESSAGES.resendSuccess;
}
