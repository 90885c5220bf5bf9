import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

/** Hands the browser a text as a file to save. */
function saveAs(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** GET /api/staff/audit/export with the filters: the trail as CSV, saved as audit-<day>.csv. */
export function useExportAudit() {
  return useAction({
    mutationFn: async (query: Record<string, string>) => {
      const csv = await apiClient.get<string>('/staff/audit/export', { query });
      saveAs(csv, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
