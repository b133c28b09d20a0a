import { Box, Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of the public payment pages: no menu, no sign-in, nothing of the company beyond the payment. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
}
