import { normalizeApiError } from '@/lib/api-error';
import { tokenStore } from '@/lib/token-store';

/** The file name a Content-Disposition header gives, else the fallback. */
export function fileNameOf(res: Response, fallback: string): string {
  const disposition = res.headers.get('content-disposition') ?? '';
  const m = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return m?.[1] ? decodeURIComponent(m[1]) : fallback;
}

/**
 * GETs an authenticated file (a site's zip, the leads CSV, a data export) with the Bearer token and
 * saves it through a blob link; answers the file name saved (the server's, else `fallbackName`).
 * A call that answers a file to a POST (an export with a JSON body) passes `request`.
 * A failed answer throws the API error.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  request?: { method: 'POST'; body: unknown },
): Promise<string> {
  const token = tokenStore.getAccessToken();
  const res = await fetch(url, {
    method: request?.method ?? 'GET',
    credentials: 'include',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(request ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(request ? { body: JSON.stringify(request.body) } : {}),
  });
  if (!res.ok) {
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await res.json().catch(() => undefined) : undefined;
    throw normalizeApiError(res.status, body);
  }
  const name = fileNameOf(res, fallbackName);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
