import { Box, type BoxProps } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

type Size = number | { xs?: number; sm?: number; md?: number };

type Props = Omit<BoxProps, 'size'> & {
  container?: boolean;
  spacing?: number;
  size?: Size;
  children?: ReactNode;
  /** When rendered as a form. */
  noValidate?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * A 12-column layout for forms and detail pages, on CSS grid. Deliberately not MUI's Grid: the
 * dashboard (a first page) uses that one, and sharing it would split it off into a chunk of its
 * own and cost the first page's JavaScript budget.
 */
export function Grid({ container, spacing = 2, size, sx, ...rest }: Props) {
  if (container) {
    return <Box {...rest} sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: spacing, ...sx }} />;
  }
  const span = (n: number | undefined) => (n === undefined ? undefined : `span ${n}`);
  const sizes = typeof size === 'number' ? { xs: size } : (size ?? { xs: 12 });
  return <Box {...rest} sx={{ gridColumn: { xs: span(sizes.xs ?? 12), sm: span(sizes.sm), md: span(sizes.md) }, ...sx }} />;
}
