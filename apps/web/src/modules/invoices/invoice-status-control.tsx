import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Chip, Menu, MenuItem } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@wb/contract/invoices';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/app/api/api-client';
import { describeError } from '@/app/messages';
import { useCan } from '@/components/use-can';
import { labelOf } from '@/modules/statuses/statuses-api';
import { textOn } from '@/components/text-on-colour';
import { invoiceKeys, useInvoiceStatuses } from './invoices-api';
import { handMoveTargets } from './invoice-status-targets';

/**
 * An invoice's status in its configured name and colour and, for a final invoice, the company's
 * own statuses it may move to by hand along the configured transitions (issue 30). The statuses
 * the app sets itself (sent, paid, overdue…) are not offered: they follow payments and dates.
 */
export function InvoiceStatusControl({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const canWrite = useCan('invoices:write');
  const statuses = useInvoiceStatuses().data;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const change = useMutation({
    mutationFn: (statusId: string) =>
      api('POST /invoices/:id/status', { params: { id: invoice.id }, body: { statusId, version: invoice.version } }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });

  const current = statuses?.statuses.find((s) => s.code === invoice.status);
  const label = current ? labelOf(t, 'invoices', current) : t(`invoices:status.${invoice.status}`, { defaultValue: invoice.status });
  const colour = current?.colour ?? '#9E9E9E';
  const targets = statuses ? handMoveTargets(statuses, invoice.status) : [];

  const choose = (statusId: string, name: string) => {
    setAnchor(null);
    change.mutate(statusId, {
      onSuccess: () => enqueueSnackbar(t('invoices:statusChange.done', { status: name }), { variant: 'success' }),
      onError: (err) => enqueueSnackbar(describeError(t, err), { variant: 'error' }),
    });
  };

  return (
    <>
      <Chip label={label} data-testid="invoice-status" data-status={invoice.status} sx={{ bgcolor: colour, color: textOn(colour) }} />
      {canWrite && targets.length > 0 && (
        <>
          <Button
            size="small"
            endIcon={<ArrowDropDownIcon />}
            onClick={(e) => setAnchor(e.currentTarget)}
            disabled={change.isPending}
            data-testid="invoice-status-change"
          >
            {t('invoices:statusChange.button')}
          </Button>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {targets.map((s) => (
              <MenuItem key={s.id} onClick={() => choose(s.id, labelOf(t, 'invoices', s))} data-testid={`invoice-status-to-${s.code}`}>
                {labelOf(t, 'invoices', s)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </>
  );
}
