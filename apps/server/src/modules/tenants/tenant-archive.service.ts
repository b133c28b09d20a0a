import { setScopeTenant } from '@/db/transaction';
import { exportTenantIn, type TenantArchive } from '@/backup/tenant-export';
import { appendAudit } from '@/platform/audit/audit';
import type { Ctx } from '@/platform/context';
import { notFound } from '@/platform/errors';

/**
 * A tenant's portable archive for the SUPER_ADMIN (GET /tenants/{id}/archive): the same data as
 * `npm run tenant:export`, read in the request's transaction scoped to that tenant, with the audit
 * event `tenant.exported` in the tenant's chain. `npm run tenant:import` reads it back.
 */
export async function exportTenantArchive(ctx: Ctx, tenantId: string): Promise<TenantArchive & { fileName: string }> {
  if (!(await ctx.tx.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst())) throw notFound('tenant');
  await setScopeTenant(ctx.tx, tenantId);
  const archive = await exportTenantIn(ctx.tx, tenantId);
  const rows = Object.values(archive.manifest.rowCounts).reduce((a, b) => a + b, 0);
  await appendAudit(
    ctx.tx,
    { tenantId, actorUserId: ctx.principal?.userId ?? null, action: 'tenant.exported', target: tenantId, ip: ctx.ip, details: { rows } },
    { atEnd: true },
  );
  return { ...archive, fileName: `tenant-${tenantId}-${archive.manifest.exportedAt.slice(0, 10)}.zip` };
}
