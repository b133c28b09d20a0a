import { TextField } from '@mui/material';

type Props = { from: string; to: string; onFrom: (value: string) => void; onTo: (value: string) => void; labels: [string, string] };

/** A period filter: two date fields, from and to (ISO dates, '' while empty). */
export function DateRangeFields({ from, to, onFrom, onTo, labels }: Props) {
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={labels[0]}
        value={from}
        onChange={(e) => onFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={labels[1]}
        value={to}
        onChange={(e) => onTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
