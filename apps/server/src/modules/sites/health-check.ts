// After a version is published, its home page is requested through the app's own host route (no
// network): it must answer 200 with the <title> the build recorded for '/'.
import { esc } from './generator/escape';

export interface SiteHealth {
  ok: boolean;
  status: number | null;
  title: string | null;
  checkedAt: string;
  error?: string;
}

/** GETs a path of the app (app.inject in production) and answers status and body. */
export type Probe = (url: string) => Promise<{ status: number; body: string }>;

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export async function checkHealth(
  probe: Probe,
  slug: string,
  pages: unknown,
  timeoutMs = 10_000,
): Promise<SiteHealth> {
  const checkedAt = () => new Date().toISOString();
  const home = (pages as { path: string; title: string }[] | null)?.find((p) => p.path === '/');
  let timer: NodeJS.Timeout | undefined;
  try {
    const res = await Promise.race([
      probe(`/s/${encodeURIComponent(slug)}/`),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    const m = /<title>([^<]*)<\/title>/i.exec(res.body);
    const title = m ? decode(m[1]) : null;
    if (res.status !== 200) {
      return {
        ok: false,
        status: res.status,
        title,
        checkedAt: checkedAt(),
        error: `home page answered ${res.status}`,
      };
    }
    if (!home)
      return {
        ok: false,
        status: res.status,
        title,
        checkedAt: checkedAt(),
        error: 'the build has no home page',
      };
    if (!m || m[1] !== esc(home.title)) {
      return {
        ok: false,
        status: res.status,
        title,
        checkedAt: checkedAt(),
        error: `home page title is ${JSON.stringify(title)}, expected ${JSON.stringify(home.title)}`,
      };
    }
    return { ok: true, status: res.status, title, checkedAt: checkedAt() };
  } catch (err) {
    return { ok: false, status: null, title: null, checkedAt: checkedAt(), error: (err as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
