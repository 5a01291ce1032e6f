import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The name the export is saved under (spec 000 §9). */
export const USERS_CSV_FILE_NAME = 'users.csv';

/** `GET /api/users/exportcsv`: downloads every user and offers the file as users.csv. */
export async function exportUsersCsv(): Promise<void> {
  const { blob } = await apiDownload('/api/users/exportcsv');
  saveFile(blob, USERS_CSV_FILE_NAME);
}

export function useExportUsersCsv() {
  return useMutation({ mutationFn: exportUsersCsv });
}
