import { buildApp } from './app';
import { env } from './config/env';
import { DataDirLockedError } from './db/lock';
import { getMarketService } from './modules/market/index';

// Entry point: builds the app, listens, and shuts down cleanly on SIGINT/SIGTERM.

async function main() {
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(env);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\nCannot start: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    app.log.error({ err }, `cannot listen on ${env.HOST}:${env.PORT}`);
    await app.close();
    process.exit(1);
  }
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const url = `http://${shownHost}:${env.PORT}`;
  app.log.info(
    `SEO Domination Platform is running at ${url} (API docs: ${url}/api/docs, database: ${app.dbDriver})`,
  );
  // Score the market now (about 1 s) so the first discovery request does not pay for it.
  setImmediate(() => {
    const started = Date.now();
    const stats = getMarketService().stats();
    app.log.info({ ms: Date.now() - started, ...stats }, 'market scored');
  });
}

main().catch((err) => {
  console.error('Failed to start the server:', err);
  process.exit(1);
});
