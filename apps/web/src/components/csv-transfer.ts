import { api, apiText } from '@/app/api/api-client';

/** Downloads a CSV export (the list's current filters are in `path`) as a file. */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const text = await apiText(path);
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
  api('POST /:entity/import/preview', { params: { entity }, body: { csv } });

export const confirmImport = (entity: 'accounts' | 'items', csv: string) =>
  api('POST /:entity/import', { params: { entity }, body: { csv } });
