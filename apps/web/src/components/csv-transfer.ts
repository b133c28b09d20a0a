import { api, apiText } from '@/app/api/api-client';
import { saveFile } from './save-file';

/** Downloads a CSV export (the list's current filters are in `path`) as a file. */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const text = await apiText(path);
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), filename);
}

export const previewImport = (entity: 'accounts' | 'items', csv: string) =>
  api('POST /:entity/import/preview', { params: { entity }, body: { csv } });

export const confirmImport = (entity: 'accounts' | 'items', csv: string) =>
  api('POST /:entity/import', { params: { entity }, body: { csv } });
