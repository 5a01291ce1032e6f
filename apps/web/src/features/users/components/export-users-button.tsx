import { Button } from '@mantine/core';
import { showError } from '@/components/toasts';
import { useExportUsersCsv } from '../api/export-users-csv';

/** 'Exporteer CSV': every user as users.csv (spec 000 §2 screen 10). */
export function ExportUsersButton() {
  const exportCsv = useExportUsersCsv();
  return (
    <Button variant="default" loading={exportCsv.isPending} onClick={() => exportCsv.mutate(undefined, { onError: () => showError('Export Csv is mislukt') })}>
      Exporteer CSV
    </Button>
  );
}
