import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

type Span = { xs?: number; sm?: number; md?: number };

/**
 * A 12-column CSS grid for forms and figure cards: one column on phones, `span` columns of 12
 * from `sm` up. Plain Box, so pages need no Grid module of their own.
 */
export function FieldGrid({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box sx={[{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

export function Field({ span = 12, children }: { span?: number | Span; children: ReactNode }) {
  const s: Span = typeof span === 'number' ? { sm: span } : span;
  const col = (n: number | undefined) => (n === undefined ? undefined : `span ${n}`);
  return <Box sx={{ gridColumn: { xs: col(s.xs) ?? 'span 12', sm: col(s.sm), md: col(s.md) } }}>{children}</Box>;
}

/**
 * The same kind of grid as plain `sx`, in 6 columns (one on phones), for forms laid out with
 * `span(columns)` on each field (the account forms).
 */
export const formGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' } } as const;
export const span = (columns: 2 | 3 | 4 | 6) => ({ gridColumn: { sm: `span ${columns}` } });
