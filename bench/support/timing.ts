// Timing shared by the benchmarks: medians, and wall + CPU time of repeated runs.

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const f = (x: number) => x.toFixed(1);

/**
 * Runs `fn` once to warm up, then `runs` times, and prints the wall and this process's CPU time
 * (user + system) of each: on a shared, loaded machine the CPU time is the steadier figure (wall
 * time includes waiting for a core); PGlite runs in this process, so its work is in it, while a
 * PostgreSQL server's is not. Answers the wall median in ms.
 */
export async function timeRuns(
  label: string,
  fn: () => unknown | Promise<unknown>,
  { runs, labelWidth = 44 }: { runs: number; labelWidth?: number },
): Promise<number> {
  await fn();
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  console.log(
    `${label.padEnd(labelWidth)} wall median ${f(median(ms)).padStart(7)} ms (min ${f(Math.min(...ms))}), cpu median ${f(median(cpu))} ms (min ${f(Math.min(...cpu))})`,
  );
  return median(ms);
}
