import { Box, Modal, Paper, Typography } from '@mui/material';
import { Stack } from '@/components/stack';
import { createContext, type ReactNode, useContext, useId } from 'react';

/**
 * The dialogs of the master-data pages, on MUI's Modal (focus trap, Escape, backdrop). Not MUI's
 * Dialog: the shell (a first page) uses that one, and sharing it would split it into a chunk of
 * its own and cost the first page's JavaScript budget. Same names and props as MUI's where used.
 */
const TitleId = createContext<string | undefined>(undefined);
const widths = { xs: 444, sm: 600, md: 900, lg: 1200 } as const;

type DialogProps = { open: boolean; onClose: () => void; maxWidth?: keyof typeof widths; fullWidth?: boolean; children: ReactNode };

export function Dialog({ open, onClose, maxWidth = 'sm', fullWidth, children }: DialogProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose}>
      <Box
        sx={{
          position: 'fixed',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 1, sm: 4 },
          pointerEvents: 'none',
        }}
        onClick={(e) => e.target === e.currentTarget && onClose()}
      >
        <Paper
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          elevation={24}
          sx={{
            pointerEvents: 'auto',
            width: fullWidth ? '100%' : 'auto',
            maxWidth: widths[maxWidth],
            maxHeight: '100%',
            display: 'flex',
            flexDirection: 'column',
            outline: 'none',
          }}
        >
          <TitleId.Provider value={titleId}>{children}</TitleId.Provider>
        </Paper>
      </Box>
    </Modal>
  );
}

export function DialogTitle({ children }: { children: ReactNode }) {
  return (
    <Typography id={useContext(TitleId)} variant="h6" component="h2" sx={{ px: 3, pt: 2, pb: 1 }}>
      {children}
    </Typography>
  );
}

export function DialogContent({ children }: { children: ReactNode }) {
  return <Box sx={{ px: 3, py: 1, overflowY: 'auto', flex: '1 1 auto' }}>{children}</Box>;
}

export function DialogContentText({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', p: 2 }}>
      {children}
    </Stack>
  );
}
