import { webClientHeader, webClientValue } from '@wb/contract/auth-constants';
import { apiBase } from '@/app/api/api-client';
import { getSession } from '@/app/auth/auth-store';

/** A file of the API (a PDF, an XML) fetched with the session's credentials. */
export function fetchApiFile(path: string): Promise<Response> {
  const token = getSession()?.token;
  return fetch(`${apiBase}${path}`, {
    headers: { [webClientHeader]: webClientValue, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'include',
  });
}

/**
 * Opens a PDF of the API in a new tab, where the browser's print dialog prints it. The tab opens
 * before the fetch (a popup blocker allows it only in the click); it closes again on a failure.
 */
export async function openApiPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  const res = await fetchApiFile(path);
  if (!res.ok) {
    tab?.close();
    throw new Error(`PDF ${res.status}`);
  }
  const url = URL.createObjectURL(await res.blob());
  if (tab) tab.location.href = url;
  else window.location.href = url;
}
