import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useCompanyLogoSrc } from './company-logo-src';

/** The company logo for the side menu header; `fallback` (the title) while there is none. */
export function CompanyLogo({ alt, fallback }: { alt: string; fallback: ReactNode }) {
  const src = useCompanyLogoSrc();
  if (!src) return <>{fallback}</>;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      data-testid="side-menu-logo"
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 64, objectFit: 'contain', mb: 1 }}
    />
  );
}
