import type { Db } from '../../db/client';
import { ForbiddenError } from '../../lib/errors';
import type { RevenueLedger } from '../leads/index';
import type { DataExportRow } from './data-export.repository';
import {
  EXPORT_SOURCES,
  type ExportOwner,
  exportColumns,
  isMember,
  sourceRows,
  teamMemberRows,
} from './export-sources.repository';
import { exportWriter, type Row } from './export-writers';

// Builds one export's file (docs/data-export.md#contents): every source table in batches, the
// team's members after the team, and revenue per month from the leads module's ledger last.

/** Rows read and encoded at once. */
export const EXPORT_BATCH = 1000;

export interface ExportPorts {
  /** The revenue ledger (rent charges kept current, entries per site and day). */
  revenue: () => { ledger: RevenueLedger };
}

const MEMBER_COLUMNS = ['userId', 'firstName', 'lastName', 'email', 'role', 'joinedAt'];
const MONTH_COLUMNS = ['month', 'rent', 'leadIncome', 'callIncome', 'total', 'leads'];

/** What an export never holds, said in its manifest. */
export const EXCLUDED = [
  'password hashes, two-factor secrets and backup codes, sessions and sign-in tokens',
  'API key secrets (their names, prefixes and dates are included)',
  'provider keys (only which providers are configured)',
  'renter webhook secrets and confirmation tokens',
  'built site files and photos (download a site as a zip from its page)',
  'invoice PDFs (download each from the billing page)',
];

const cents = (n: number) => Math.round(n * 100) / 100;

/** Revenue per calendar month (UTC) of the team, demo sites included (they are the team's rows too). */
async function revenueByMonth(ports: ExportPorts, teamId: string): Promise<Row[]> {
  const { ledger } = ports.revenue();
  await ledger.sync(teamId);
  const months = new Map<string, { rent: number; leadIncome: number; callIncome: number; leads: number }>();
  for (const e of await ledger.entries(teamId, { includeDemo: true })) {
    const key = e.day.slice(0, 7);
    const m = months.get(key) ?? { rent: 0, leadIncome: 0, callIncome: 0, leads: 0 };
    m.rent += e.rent;
    m.leadIncome += e.leadIncome;
    m.callIncome += e.callIncome;
    m.leads += e.leads;
    months.set(key, m);
  }
  return [...months]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, m]) => ({
      month,
      rent: cents(m.rent),
      leadIncome: cents(m.leadIncome),
      callIncome: cents(m.callIncome),
      total: cents(m.rent + m.leadIncome + m.callIncome),
      leads: m.leads,
    }));
}

const turn = () => new Promise((r) => setImmediate(r));

export async function buildExport(
  db: Db,
  ports: ExportPorts,
  row: DataExportRow,
  onProgress: (progress: number) => Promise<void>,
): Promise<{ file: Buffer; fileName: string; contentType: string }> {
  const owner: ExportOwner = { userId: row.userId, teamId: row.teamId };
  if (!(await isMember(db, owner)))
    throw new ForbiddenError('You are no longer a member of the team this export was for.');
  const now = new Date();
  const writer = exportWriter(row.format, now);
  const steps = EXPORT_SOURCES.length + 2;
  let done = 0;
  const step = async () => {
    done++;
    await onProgress(Math.min(99, Math.floor((done / steps) * 100)));
  };
  let email: string | null = null;
  let teamName: string | null = null;

  // Revenue first: it brings rent_charges up to date before that table is read.
  const months = await revenueByMonth(ports, owner.teamId);
  for (const source of EXPORT_SOURCES) {
    writer.table(source.name, Object.keys(exportColumns(source)));
    for await (const batch of sourceRows(db, source, owner, EXPORT_BATCH)) {
      if (source.name === 'profile') email = String(batch[0]?.email ?? '') || null;
      if (source.name === 'team') teamName = String(batch[0]?.name ?? '') || null;
      writer.rows(batch);
      // PGlite answers in microtasks: give requests and timers a turn between batches.
      await turn();
    }
    await step();
    if (source.name === 'team') {
      writer.table('team_members', MEMBER_COLUMNS);
      writer.rows(await teamMemberRows(db, owner));
      await step();
    }
  }
  writer.table('revenue_by_month', MONTH_COLUMNS);
  writer.rows(months);
  await step();

  const file = writer.finish({
    generatedAt: now.toISOString(),
    user: { id: owner.userId, email },
    team: { id: owner.teamId, name: teamName },
    excluded: EXCLUDED,
  });
  return { file, fileName: writer.fileName, contentType: writer.contentType };
}
