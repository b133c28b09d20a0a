import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBlob } from '@/app/api/api-client';
import { ApiError } from '@/app/api/api-error';
import { useSettings } from '@/app/workspace-settings';

/** A media path as the API client wants it: a leading /api (and version) removed. */
export function apiPathOf(url: string): string {
  return url.replace(/^\/api(\/v\d+)?(?=\/)/, '');
}

/** Fetches a logo; a 401, 403 or 404 is only logged (no image is shown), as the spec asks. */
async function fetchLogo(logoUrl: string): Promise<Blob | null> {
  try {
    return await apiBlob(apiPathOf(logoUrl));
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 0;
    if ([401, 403, 404].includes(status)) console.info(`company logo not shown (${status})`);
    else console.warn('company logo could not be loaded', err);
    return null;
  }
}

/**
 * The company logo as an object URL, fetched with the session's token (an <img> cannot send
 * one) and cached by its address, for the side menu header and the settings page.
 */
export function useCompanyLogoSrc(): string | null {
  const { data } = useSettings();
  const logoUrl = data?.companyDetails.logoUrl ?? '';
  const { data: blob } = useQuery({
    queryKey: ['settings', 'logo', logoUrl],
    queryFn: () => fetchLogo(logoUrl),
    enabled: !!logoUrl,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    if (!blob || !logoUrl) {
      setSrc(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob, logoUrl]);

  return src;
}
