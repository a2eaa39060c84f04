import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

// Socket.IO across processes: with DATABASE_URL, rooms and broadcasts go through PostgreSQL
// LISTEN/NOTIFY (@socket.io/postgres-adapter), so app.realtime.toUser(...) on one process reaches the
// user's sockets on every process. Payloads over 8 kB travel through the table socket_io_attachments
// (created here when missing). On PGlite (one process) the default in-memory adapter stays.
// The plain /ws endpoint keeps its peers in memory; the hub relays its deliveries and session ends
// to the other processes as server-side events of the same adapter (hub.enableCluster()).

export const ATTACHMENTS_TABLE = 'socket_io_attachments';

export async function attachPgAdapter(app: FastifyInstance, databaseUrl: string | undefined) {
  if (!databaseUrl) return;
  // Two connections: the adapter holds one for LISTEN, and every NOTIFY queues on the other. The
  // adapter delivers a broadcast to this process's sockets only after its NOTIFY returns, so with
  // more connections two quick pushes to one user (deployment progress 76 then 86) could reach the
  // browser in the other order; one connection keeps them in the order they were made.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'sdp-realtime' });
  pool.on('error', (err) => app.log.warn({ err }, 'realtime: PostgreSQL adapter connection closed'));
  try {
    await pool.query(
      `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (
         id bigserial UNIQUE,
         created_at timestamptz DEFAULT now(),
         payload bytea
       )`,
    );
  } catch (err) {
    // Two processes starting at once may race on CREATE TABLE; the loser finds it there.
    const exists = await pool
      .query('SELECT to_regclass($1) AS t', [ATTACHMENTS_TABLE])
      .then((r) => r.rows[0]?.t !== null)
      .catch(() => false);
    if (!exists) {
      await pool.end().catch(() => {});
      throw err;
    }
  }
  const io = app.realtime.io;
  io.adapter(
    createAdapter(pool, {
      tableName: ATTACHMENTS_TABLE,
      errorHandler: (err: Error) => app.log.warn({ err }, 'realtime: PostgreSQL adapter error'),
    }),
  );
  app.realtime.enableCluster();
  app.addHook('onClose', async () => {
    // Closing the adapter releases its LISTEN connection and stops its timers; then the pool ends.
    for (const nsp of io._nsps.values()) await Promise.resolve(nsp.adapter.close());
    await pool.end().catch(() => {});
  });
  app.log.info('realtime: Socket.IO PostgreSQL adapter attached (events reach every process)');
}
