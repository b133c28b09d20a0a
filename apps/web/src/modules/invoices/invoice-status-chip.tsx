import { Chip } from '@mui/material';

/** Black or white text, whichever reads better on the colour. */
export function textOn(colour: string): string {
  const hex = colour.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#000000' : '#FFFFFF';
}

/** An invoice's status as a chip in its configured colour (issue 30); `overdue` and unknown codes fall back to grey. */
export function InvoiceStatusChip({ code, label, colour }: { code: string; label: string; colour: string | undefined }) {
  const bg = colour ?? '#9E9E9E';
  return <Chip size="small" label={label} data-testid="invoice-status-chip" data-status={code} sx={{ bgcolor: bg, color: textOn(bg) }} />;
}
