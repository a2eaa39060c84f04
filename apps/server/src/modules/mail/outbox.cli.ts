import { env } from '../../config/env';
import { resolveJwtSecret } from '../../config/jwt-secret';
import { resolveSealingKeys } from '../../config/sealing-key';
import { openDatabase } from '../../db/client';
import { readOutbox } from './mail.repository';
import { createMailLinks } from './mail-links';

// `npm run -w apps/server outbox [-- --to someone@example.com] [--limit 20]`: the newest mails of the
// outbox with their links unsealed, for a server without SMTP_URL in production (where links are
// not logged). Reads the same environment as the server (DATABASE_URL or DATA_DIR, SEALING_KEY or
// SEALING_KEY_FILE). With PGlite (no DATABASE_URL) the server must be stopped first: one process
// at a time may open its data folder.

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const to = arg('to');
  const limit = Math.min(200, Math.max(1, Number(arg('limit') ?? 20) || 20));
  const { keys } = resolveSealingKeys(env, { generate: false });
  const database = await openDatabase(env);
  try {
    const links = createMailLinks(keys.withLegacySecret(await resolveJwtSecret(env, database)));
    const rows = await readOutbox(database.db, to, limit);
    if (!rows.length) console.log(to ? `No mail to ${to} in the outbox.` : 'The outbox is empty.');
    for (const row of rows) {
      const { link } = links.open({ ...row, html: row.html ?? undefined });
      const state = row.sentAt ? 'sent' : row.error ? `failed: ${row.error}` : 'not sent';
      console.log(`${row.createdAt.toISOString()}  ${row.to}  ${row.subject}  (${state})`);
      if (link) console.log(`  ${link}`);
      else if (row.linkSealed) console.log('  (link sealed with a key this process was not given)');
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
