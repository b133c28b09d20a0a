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
