import { Box, type BoxProps } from '@mui/material';
import type { FormEvent } from 'react';

type Direction = 'row' | 'column';
type Props = Omit<BoxProps, 'onSubmit'> & {
  direction?: Direction | { xs?: Direction; sm?: Direction; md?: Direction };
  spacing?: number;
  /** When rendered as a form. */
  noValidate?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * A flex row or column with gaps, on Box. Deliberately not MUI's Stack: the first pages share
 * that one, and sharing it with these pages splits it (and its neighbours) into chunks of their
 * own, which costs the first page's JavaScript budget.
 */
export function Stack({ direction = 'column', spacing = 0, sx, ...rest }: Props) {
  return <Box {...(rest as BoxProps)} sx={{ display: 'flex', flexDirection: direction, gap: spacing, ...sx }} />;
}
