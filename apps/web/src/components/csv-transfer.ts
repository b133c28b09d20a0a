import type { CsvImportPreview, CsvImportResult } from '@wb/contract/master-data-fields';
import { api } from '@/app/api/api-client';

/** Downloads a CSV export (the list's current filters are in `path`) as a file. */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const text = await api<string>(path, { as: 'text' });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const previewImport = (entity: 'accounts' | 'items', csv: string) =>
  api<CsvImportPreview>(`/${entity}/import/preview`, { method: 'POST', body: { csv } });

export const confirmImport = (entity: 'accounts' | 'items', csv: string) =>
  api<CsvImportResult>(`/${entity}/import`, { method: 'POST', body: { csv } });

/** A query string from the set values of `params`. */
export function queryString(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
