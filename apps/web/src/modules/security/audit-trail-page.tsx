import DownloadIcon from '@mui/icons-material/Download';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Button, TextField } from '@mui/material';
import type { AuditChain, AuditEvent } from '@wb/contract/security';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeError } from '@/app/messages';
import { useAuth } from '@/app/auth/auth-context';
import { hasCapability } from '@/app/auth/capabilities';
import { DateRangeFields } from '@/components/date-range-fields';
import { formatDateTime } from '@/components/format';
import { type ListColumn, ListTable } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { type AuditFilters, downloadAuditTrail, useAuditTrail, verifyAuditChain } from './audit-trail-api';
import { AuditEventDialog } from './audit-event-dialog';
import { actorLabel, targetLabel } from './audit-people';

const filterKeys = ['action', 'entity', 'userId', 'from', 'to'] as const;

/**
 * /audit-trail (platform §2, §7 Security): the company's events under filters, an event's detail,
 * the export, and the check of the chain. A super admin sees the platform's events, or a tenant's
 * with `?tenantId=`.
 */
export function AuditTrailPage() {
  useLazyNamespace('security');
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState({ page: 1, pageSize: 50 });
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const [chain, setChain] = useState<AuditChain | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const raw = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? '']));
  const action = useDebouncedValue(raw.action ?? '', 300);
  const entity = useDebouncedValue(raw.entity ?? '', 300);
  const userId = useDebouncedValue(raw.userId ?? '', 300);
  const tenantId = params.get('tenantId') ?? undefined;
  const filters: AuditFilters = { action, entity, userId, from: raw.from, to: raw.to, tenantId };
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as AuditFilters;
  const trail = useAuditTrail(clean, page.page, page.pageSize);

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setPage((p) => ({ ...p, page: 1 }));
  };
  const run = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (err) {
      setFailure(err);
    }
  };

  const columns: ListColumn<AuditEvent>[] = [
    { key: 'time', label: t('security:column.time'), render: (e) => formatDateTime(e.occurredAt, i18n.language) },
    { key: 'user', label: t('security:column.user'), render: (e) => actorLabel(t, e), hideBelow: 'sm' },
    { key: 'action', label: t('security:column.action'), render: (e) => e.action, main: true },
    { key: 'entity', label: t('security:column.entity'), render: (e) => targetLabel(t, e), hideBelow: 'md' },
    { key: 'ip', label: t('security:column.ip'), render: (e) => e.ip ?? '', hideBelow: 'md' },
  ];

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('security:title')}
        subtitle={hasCapability(user, 'manageTenants') && !tenantId ? t('security:platform') : t('security:subtitle')}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<VerifiedUserIcon />}
              data-testid="audit-verify"
              onClick={() => run(async () => setChain(await verifyAuditChain(tenantId)))}
            >
              {t('security:verify.run')}
            </Button>
            <Button startIcon={<DownloadIcon />} data-testid="audit-export-csv" onClick={() => run(() => downloadAuditTrail(clean, 'csv'))}>
              {t('security:export.csv')}
            </Button>
            <Button
              startIcon={<DownloadIcon />}
              data-testid="audit-export-json"
              onClick={() => run(() => downloadAuditTrail(clean, 'json'))}
            >
              {t('security:export.json')}
            </Button>
          </>
        }
      />
      {chain && (
        <Alert severity={chain.intact ? 'success' : 'error'} data-testid="audit-chain" onClose={() => setChain(null)}>
          {chain.intact
            ? t('security:verify.intact', { count: chain.events })
            : t('security:verify.broken', {
                seq: chain.brokenSeq,
                action: chain.brokenEvent?.action ?? '',
                time: chain.brokenEvent ? formatDateTime(chain.brokenEvent.occurredAt, i18n.language) : '',
              })}
        </Alert>
      )}
      {(failure ?? trail.error) && <Alert severity="error">{describeError(t, failure ?? trail.error)}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          label={t('security:filter.action')}
          value={raw.action}
          onChange={(e) => setFilter('action', e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'audit-filter-action', maxLength: 100 } }}
        />
        <TextField
          size="small"
          label={t('security:filter.entity')}
          value={raw.entity}
          onChange={(e) => setFilter('entity', e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'audit-filter-entity', maxLength: 200 } }}
        />
        <TextField
          size="small"
          label={t('security:filter.user')}
          value={raw.userId}
          onChange={(e) => setFilter('userId', e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'audit-filter-user', maxLength: 36 } }}
        />
        <DateRangeFields
          from={raw.from ?? ''}
          to={raw.to ?? ''}
          onFrom={(v) => setFilter('from', v)}
          onTo={(v) => setFilter('to', v)}
          labels={[t('security:filter.from'), t('security:filter.to')]}
          testIds={['audit-filter-from', 'audit-filter-to']}
        />
      </Stack>
      <ListTable
        testId="audit-trail"
        columns={columns}
        rows={trail.data?.items ?? []}
        loading={trail.isFetching}
        empty={t('security:empty')}
        page={page.page}
        pageSize={page.pageSize}
        total={trail.data?.total ?? 0}
        onPage={(p, size) => setPage({ page: p, pageSize: size })}
        onRowClick={setOpen}
        rowProps={(e) => ({ 'data-testid': 'audit-row', 'data-action': e.action, 'data-seq': e.seq })}
      />
      {open && <AuditEventDialog event={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
