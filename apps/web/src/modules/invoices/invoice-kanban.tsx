import { Alert, Box, LinearProgress } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceStatuses } from '@wb/contract/invoice-statuses';
import type { InvoiceBoardQuery, InvoiceSummary } from '@wb/contract/invoices';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { api } from '@/app/api/api-client';
import { describeError } from '@/app/messages';
import { KanbanBoard } from '@/components/kanban/kanban-board';
import type { KanbanCards, KanbanLane } from '@/components/kanban/kanban-types';
import { useCan } from '@/components/use-can';
import { labelOf } from '@/modules/statuses/statuses-api';
import { InvoiceCard } from './invoice-card';
import { InvoiceStatusChip } from './invoice-status-chip';
import { invoiceKeys } from './invoices-api';
import { handMoveTargets } from './invoice-status-targets';

type Props = { filters: Omit<InvoiceBoardQuery, 'perStatus'>; statuses: InvoiceStatuses; onShowAll: (code: string) => void };

/**
 * The invoice kanban (issue 30): a lane per configured status, overdue included. A final invoice
 * moves by hand only to the company's own statuses along a configured transition; the statuses
 * the app sets itself (sent, paid, overdue…) follow payments and dates, and refuse a drop.
 */
export function InvoiceKanban({ filters, statuses, onShowAll }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const canWrite = useCan('invoices:write');
  const board = useQuery({
    queryKey: [...invoiceKeys.all, 'board', filters],
    queryFn: ({ signal }) => api('GET /invoices/board', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    mutationFn: ({ invoice, statusId }: { invoice: InvoiceSummary; statusId: string }) =>
      api('POST /invoices/:id/status', { params: { id: invoice.id }, body: { statusId, version: invoice.version } }),
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
  const byCode = new Map(statuses.statuses.map((s) => [s.code, s]));
  const byId = new Map(statuses.statuses.map((s) => [s.id, s]));
  const name = (code: string) => {
    const status = byCode.get(code);
    return status ? labelOf(t, 'invoices', status) : code;
  };
  const targetsOf = (invoice: InvoiceSummary) => handMoveTargets(statuses, invoice.status);

  const move = (invoice: InvoiceSummary, toId: string) => {
    const to = byId.get(toId);
    if (!to) return;
    if (!targetsOf(invoice).some((s) => s.id === toId)) {
      const why = to.isSystem
        ? t('errors:invoices.setBySystem')
        : t('errors:orders.transitionNotAllowedFromTo', { from: name(invoice.status), to: name(to.code) });
      enqueueSnackbar(why, { variant: 'warning' });
      return;
    }
    change.mutate(
      { invoice, statusId: toId },
      {
        onSuccess: () =>
          enqueueSnackbar(t('invoices:board.moved', { number: invoice.invoiceNumber ?? '', status: name(to.code) }), {
            variant: 'success',
          }),
        onError: (err) => enqueueSnackbar(describeError(t, err), { variant: 'error' }),
      },
    );
  };

  if (board.isError) return <Alert severity="error">{describeError(t, board.error)}</Alert>;
  const columns = new Map((board.data?.columns ?? []).map((c) => [c.status, c]));
  const lanes: KanbanLane<InvoiceSummary>[] = statuses.statuses.map((status) => ({
    id: status.id,
    code: status.code,
    header: <InvoiceStatusChip code={status.code} label={labelOf(t, 'invoices', status)} colour={status.colour} />,
    total: columns.get(status.code)?.total ?? 0,
    items: columns.get(status.code)?.items ?? [],
  }));
  const cards: KanbanCards<InvoiceSummary> = {
    idOf: (invoice) => invoice.id,
    laneOf: (invoice) => byCode.get(invoice.status)?.id ?? '',
    allowed: (invoice) => new Set(targetsOf(invoice).map((s) => s.id)),
    targets: (invoice) => targetsOf(invoice).map((s) => ({ id: s.id, code: s.code, label: labelOf(t, 'invoices', s) })),
    canMove: (invoice) => canWrite && targetsOf(invoice).length > 0,
    render: (invoice, action) => <InvoiceCard invoice={invoice} colour={byCode.get(invoice.status)?.colour} action={action} />,
    onMove: move,
    labels: {
      moveTo: t('invoices:board.moveTo'),
      moveToTarget: (status) => t('invoices:board.moveToStatus', { status }),
      more: (count) => t('invoices:board.more', { count }),
    },
  };
  return (
    <Box>
      {(board.isFetching || change.isPending) && <LinearProgress />}
      <KanbanBoard testId="invoices-kanban" lanes={lanes} cards={cards} onShowAll={(id) => onShowAll(byId.get(id)?.code ?? '')} />
    </Box>
  );
}
