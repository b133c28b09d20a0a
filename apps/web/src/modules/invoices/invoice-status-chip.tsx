import { Chip } from '@mui/material';
import { textOn } from '@/components/text-on-colour';

/** An invoice's status as a chip in its configured colour (issue 30); `overdue` and unknown codes fall back to grey. */
export function InvoiceStatusChip({ code, label, colour }: { code: string; label: string; colour: string | undefined }) {
  const bg = colour ?? '#9E9E9E';
  return <Chip size="small" label={label} data-testid="invoice-status-chip" data-status={code} sx={{ bgcolor: bg, color: textOn(bg) }} />;
}
