import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDurableRows, type RowQueue } from './durable-rows';

const log = { warn() {}, error() {} } as unknown as FastifyBaseLogger;

function setup(queue?: RowQueue, rows = [{ id: 'a', status: 'running', stale: true }]) {
  const ran: string[] = [];
  const durable = createDurableRows<{ rowId: string }>({
    label: 'test',
    noun: 'row',
    queueName: 'test-rows',
    message: (rowId) => ({ rowId }),
    idOf: (m) => m.rowId,
    workers: 1,
    sweepMs: 60_000,
    driver: 'pglite',
    log,
    queue: () => queue,
    run: async (id) => {
      ran.push(id);
    },
    unfinished: async () => rows,
  });
  return { durable, ran };
}

describe('durable rows', () => {
  it('runs a row in this process when no queue is started, and waits for it on settled', async () => {
    const { durable, ran } = setup();
    await durable.enqueue('x');
    await durable.settled();
    expect(ran).toEqual(['x']);
  });

  it('sends a row to the queue with its message, one per id', async () => {
    const sent: unknown[] = [];
    const queue: RowQueue = {
      work: async () => {},
      send: async (name, data, options) => {
        sent.push({ name, data, options });
        return true;
      },
    };
    const { durable, ran } = setup(queue);
    await durable.enqueue('x');
    expect(sent).toEqual([{ name: 'test-rows', data: { rowId: 'x' }, options: { singletonKey: 'x' } }]);
    expect(ran).toEqual([]);
  });

  it('sweeps stale rows, queued ones only when asked, never one this process holds', async () => {
    const { durable, ran } = setup(undefined, [
      { id: 'stale', status: 'running', stale: true },
      { id: 'fresh', status: 'running', stale: false },
      { id: 'queued', status: 'queued', stale: false },
      { id: 'mine', status: 'running', stale: true },
    ]);
    durable.local.set('mine', new AbortController());
    await durable.sweep();
    await durable.settled();
    expect(ran).toEqual(['stale']);
    await durable.sweep(true);
    await durable.settled();
    expect(ran).toEqual(['stale', 'stale', 'queued']);
  });

  it('aborts the rows it holds on stop and runs nothing after', async () => {
    const { durable, ran } = setup(undefined, []);
    const held = new AbortController();
    durable.local.set('held', held);
    await durable.stop();
    expect(held.signal.reason).toBe('shutdown');
    expect(durable.stopped).toBe(true);
    await durable.enqueue('late');
    await durable.settled();
    expect(ran).toEqual([]);
  });
});
