import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = {
  /** Where a click on the card leads. */
  to: string;
  /** The status's colour on the card's leading edge. */
  colour?: string;
  /** The document's number, top left; its amount, top right. */
  title: ReactNode;
  amount: string;
  /** The customer's name, on a line of its own. */
  party: string;
  /** The small line under it: dates and the like. */
  caption: ReactNode;
  /** Below the caption (a status chip). */
  extra?: ReactNode;
  /** Beside the card (its move menu). */
  action?: ReactNode;
  /** The card's data attributes: its test id and what identifies it. */
  data: Record<`data-${string}`, string>;
};

/** A document in brief on a kanban or a card list: number and amount, customer, a line of details. */
export function KanbanCard({ to, colour, title, amount, party, caption, extra, action, data }: Props) {
  return (
    <Card variant="outlined" {...data} sx={{ borderInlineStart: 4, borderInlineStartColor: colour ?? 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
        <CardActionArea component={Link} to={to} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="subtitle2" noWrap>
                {title}
              </Typography>
              <Typography variant="subtitle2" noWrap>
                {amount}
              </Typography>
            </Stack>
            <Typography variant="body2" noWrap title={party}>
              <bdi>{party}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {caption}
            </Typography>
            {extra}
          </Box>
        </CardActionArea>
        {action}
      </Stack>
    </Card>
  );
}
