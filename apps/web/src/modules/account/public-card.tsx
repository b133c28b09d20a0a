import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageSelect } from '@/components/language-select';

/** The centred card of the public pages (register, confirm, resend), like the sign-in page. */
export function PublicCard({
  title,
  subtitle,
  children,
  width = 480,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Card sx={{ width: '100%', maxWidth: width }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Box>
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              {subtitle && (
                <Typography variant="body2" color="text.secondary">
                  {subtitle}
                </Typography>
              )}
            </Box>
            <LanguageSelect />
          </Stack>
          <Box sx={{ mt: 2 }}>{children}</Box>
        </CardContent>
      </Card>
    </Box>
  );
}
