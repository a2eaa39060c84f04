import { type ProviderCall, ProviderCallError, readText, snippet } from './provider.types';

// The envelope every DataForSEO v3 endpoint answers with: one status for the request, one per task,
// and the request's `cost` (what the meter records). Both DataForSEO capabilities post one task.

export interface DfsTaskStatus {
  status_code?: number;
  status_message?: string;
  cost?: number;
}
interface DfsResponse<Task> {
  status_code?: number;
  status_message?: string;
  cost?: number;
  tasks?: Task[] | null;
}

export interface DfsAnswer<Task> {
  status: number;
  costUsd: number;
  task: Task;
}

interface DfsPostOptions {
  /** login:password sent as HTTP basic auth. */
  credentials: string;
  /** Longest answer read, in characters. */
  maxChars: number;
}

/** POSTs `tasks` to `path` and returns the first task once the request and that task both succeeded. */
export async function dataforseoPost<Task extends DfsTaskStatus>(
  call: ProviderCall,
  path: string,
  tasks: unknown[],
  { credentials, maxChars }: DfsPostOptions,
): Promise<DfsAnswer<Task>> {
  const res = await call.fetch(new URL(path, call.baseUrl), {
    method: 'POST',
    signal: call.signal,
    headers: {
      authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(tasks),
  });
  const text = await readText(res, maxChars);
  let body: DfsResponse<Task>;
  try {
    body = JSON.parse(text) as DfsResponse<Task>;
  } catch {
    throw new ProviderCallError(
      `DataForSEO answered ${res.status} without JSON: ${snippet(text)}`,
      res.status,
    );
  }
  const cost = typeof body.cost === 'number' ? body.cost : 0;
  if (!res.ok || body.status_code !== 20000) {
    throw new ProviderCallError(
      `DataForSEO: ${body.status_message ?? `HTTP ${res.status}`} (${body.status_code ?? res.status})`,
      res.status,
      cost,
    );
  }
  const task = body.tasks?.[0];
  if (task?.status_code !== 20000) {
    throw new ProviderCallError(
      `DataForSEO task failed: ${task?.status_message ?? 'no task in the answer'} (${task?.status_code ?? '-'})`,
      res.status,
      cost,
    );
  }
  return { status: res.status, costUsd: cost, task };
}
