import { unzipSync } from 'fflate';
import { type RawBuilder, sql } from 'kysely';
import { listMigrations } from '@/db/migrate';
import { type Db, inTransaction, type Tx } from '@/db/transaction';
import { insertParts } from '@/db/unnest-rows';
import { appendAudit, chainHash, findBrokenAuditLink } from '@/platform/audit/audit';
import { newId } from '@/platform/ids';
import { BackupError } from './pglite-backup';
import { type ArchiveManifest, archiveFormat, archivedTables, archiveVersion } from './tenant-export';

type Row = Record<string, unknown>;
type Column = { name: string; type: string; json: boolean; userRef: boolean; generated: boolean };

/** Reads a tenant archive (the ZIP of tenant:export): its manifest and its tables' rows. */
export function readTenantArchive(bytes: Uint8Array): { manifest: ArchiveManifest; tables: Record<string, Row[]> } {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    throw new BackupError('not a tenant archive (no ZIP)');
  }
  const decoder = new TextDecoder();
  const read = (name: string) => {
    const file = files[`${name}.json`];
    return file ? (JSON.parse(decoder.decode(file)) as Row[]) : null;
  };
  const manifest = read('manifest')?.[0] as ArchiveManifest | undefined;
  if (manifest?.format !== archiveFormat || manifest.version !== archiveVersion)
    throw new BackupError(`not a tenant archive of version ${archiveVersion} (manifest.json)`);
  const tables: Record<string, Row[]> = {};
  for (const name of ['app_user', ...archivedTables]) tables[name] = read(name) ?? [];
  return { manifest, tables };
}

/** A table's columns as this database has them (the archive may be older: missing columns take their defaults). */
async function columnsOf(tx: Tx, table: string): Promise<Map<string, Column>> {
  const { rows } = await sql<{ name: string; type: string; generated: string; userRef: boolean }>`
    select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attgenerated as generated,
      exists (select 1 from pg_constraint c where c.conrelid = a.attrelid and c.contype = 'f'
        and c.confrelid = 'app_user'::regclass and c.conkey = array[a.attnum]) as user_ref
    from pg_attribute a
    where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped`.execute(tx);
  return new Map(
    rows.map((r) => [
      r.name,
      { name: r.name, type: r.type, json: /^jsonb?$/.test(r.type), userRef: r.userRef, generated: r.generated !== '' },
    ]),
  );
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Plain multi-row inserts of values, each cast to its column's type (no INSERT … SELECT: see unnest-rows.ts). */
async function insertRows(tx: Tx, table: string, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const columns = await columnsOf(tx, table);
  const names = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const unknown = names.filter((name) => !columns.has(name));
  if (unknown.length)
    throw new BackupError(`${table}: the archive has columns this database lacks (${unknown.join(', ')}): update the server first`);
  const used = names.map((name) => columns.get(name) as Column).filter((column) => !column.generated);
  const list = sql.raw(used.map((column) => quote(column.name)).join(', '));
  for (const part of insertParts(rows, used.length)) {
    const values = part.map(
      (row) =>
        sql`(${sql.join(
          used.map((column): RawBuilder<unknown> => {
            const value = row[column.name] ?? null;
            const param = value !== null && column.json ? JSON.stringify(value) : value;
            return sql`${param}::${sql.raw(column.type)}`;
          }),
        )})`,
    );
    await sql`insert into ${sql.raw(quote(table))} (${list}) values ${sql.join(values)}`.execute(tx);
  }
}

/** Whether the tenant holds any row in its tables (the audit trail included). */
async function tenantHasData(tx: Tx, tenantId: string): Promise<boolean> {
  for (const table of archivedTables) {
    const { rows } = await sql<{
      found: boolean;
    }>`select exists (select 1 from ${sql.table(table)} t where t.tenant_id = ${tenantId}) as found`.execute(tx);
    if (rows[0]?.found) return true;
  }
  return false;
}

/**
 * The archive's members as sign-in identities here: a user with the same id is the same person
 * (an archive of this server); one whose e-mail another user has here is refused; others are added.
 * Answers the ids of every user that exists afterwards among those the rows may refer to.
 */
async function importUsers(tx: Tx, users: Row[]): Promise<Set<string>> {
  const ids = users.map((user) => user.id as string);
  const present = ids.length
    ? await tx
        .selectFrom('appUser')
        .select(['id', 'email'])
        .where((eb) =>
          eb.or([
            eb('id', 'in', ids),
            eb(
              'email',
              'in',
              users.map((u) => u.email as string),
            ),
          ]),
        )
        .execute()
    : [];
  const byId = new Set(present.map((user) => user.id));
  const clash = users.filter((user) => !byId.has(user.id as string) && present.some((p) => p.email === user.email));
  if (clash.length)
    throw new BackupError(`these e-mail addresses belong to other users here: ${clash.map((user) => user.email).join(', ')}`);
  await insertRows(
    tx,
    'app_user',
    users.filter((user) => !byId.has(user.id as string)),
  );
  return new Set(ids);
}

/** Adds to `known` the users among `ids` that exist here (a super admin who made a row, say). */
async function learnUsers(tx: Tx, known: Set<string>, ids: Array<string | null>): Promise<void> {
  const unknown = [...new Set(ids.filter((id): id is string => Boolean(id) && !known.has(id as string)))];
  if (!unknown.length) return;
  const found = await tx.selectFrom('appUser').select('id').where('id', 'in', unknown).execute();
  for (const user of found) known.add(user.id);
}

/**
 * The archive's audit trail under the new tenant: the same events, numbers and order, each hash
 * computed anew (the chain covers the tenant's id). The import's own event records the original
 * chain's last hash, so the copy can be tied back to the original.
 */
function rechain(events: Row[], tenantId: string): Row[] {
  let prevHash = '0'.repeat(64);
  return events.map((event) => {
    const row = {
      tenantId,
      seq: String(event.seq),
      id: event.id as string,
      occurredAt: new Date(event.occurred_at as string),
      actorUserId: (event.actor_user_id as string | null) ?? null,
      action: event.action as string,
      target: (event.target as string | null) ?? null,
      ip: (event.ip as string | null) ?? null,
      details: (event.details as Record<string, unknown>) ?? {},
    };
    const hash = chainHash(prevHash, row);
    const rechained = { ...event, tenant_id: tenantId, prev_hash: prevHash, hash };
    prevHash = hash;
    return rechained;
  });
}

export type ImportResult = { tenantId: string; rowCounts: Record<string, number> };

/**
 * Imports a tenant archive into a new tenant named `name` (or into an existing tenant of that name
 * that holds no data), in one transaction: rows keep their ids under the new tenant id, foreign keys
 * stay valid (tables in reference order; references to users not here become empty where the column
 * allows it), and the audit chain is rebuilt for the new tenant. Refuses a tenant that holds data.
 * @crossTenant creates the tenant it imports into
 */
export async function importTenant(db: Db, bytes: Uint8Array, name: string, actorUserId: string | null = null): Promise<ImportResult> {
  const { manifest, tables } = readTenantArchive(bytes);
  const newest = listMigrations().at(-1) ?? '';
  if (manifest.lastMigration > newest)
    throw new BackupError(`the archive comes from a newer server (${manifest.lastMigration}): update this one first`);
  const existing = await db.selectFrom('tenant').select('id').where('name', '=', name).execute();
  if (existing.length > 1) throw new BackupError(`several tenants are named ${name}: choose another name`);
  const tenantId = existing[0]?.id ?? newId();
  return inTransaction(db, { tenantId }, async (tx) => {
    if (existing.length) {
      if (await tenantHasData(tx, tenantId)) throw new BackupError(`the tenant ${name} already holds data: import into an empty tenant`);
    } else {
      const { id: _id, name: _name, created_at: _c, updated_at: _u, config_version: _v, ...rest } = manifest.tenant;
      await insertRows(tx, 'tenant', [{ ...rest, id: tenantId, name }]);
    }
    const users = await importUsers(tx, tables.app_user ?? []);
    const rowCounts: Record<string, number> = {};
    for (const table of archivedTables) {
      const source = tables[table] ?? [];
      const columns = await columnsOf(tx, table);
      const userColumns = [...columns.values()].filter((column) => column.userRef).map((column) => column.name);
      await learnUsers(
        tx,
        users,
        source.flatMap((row) => userColumns.map((column) => row[column] as string | null)),
      );
      let rows = source.map((row) => {
        const mapped: Row = { ...row, tenant_id: tenantId };
        for (const column of userColumns) if (mapped[column] && !users.has(mapped[column] as string)) mapped[column] = null;
        return mapped;
      });
      if (table === 'audit_event') rows = rechain(rows, tenantId);
      await insertRows(tx, table, rows);
      rowCounts[table] = rows.length;
    }
    await appendAudit(tx, {
      tenantId,
      actorUserId,
      action: 'tenant.imported',
      target: tenantId,
      details: {
        sourceTenantId: manifest.tenant.id,
        exportedAt: manifest.exportedAt,
        events: rowCounts.audit_event ?? 0,
        sourceChainHead: manifest.auditChainHead,
      },
    });
    const broken = await findBrokenAuditLink(tx, tenantId);
    if (broken !== null) throw new BackupError(`the imported audit chain breaks at event ${broken}`);
    return { tenantId, rowCounts };
  });
}
