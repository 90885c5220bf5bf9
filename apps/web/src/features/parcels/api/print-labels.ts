import type { LabelFormat } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { openPdf } from '../../../shared/print/openPdf';

/** GET /api/staff/parcels/labels: the parcels' labels at packing as a PDF, opened for printing. */
export function usePrintParcelLabels() {
  return useAction({
    repeatAfterSuccessMs: 0,
    mutationFn: async ({ ids, format }: { ids: readonly number[]; format: LabelFormat }) => {
      const pdf = await apiClient.getFile('/staff/parcels/labels', { query: { ids: ids.join(','), format } });
      openPdf(pdf, `parcel-labels-${format}.pdf`);
    },
  });
}
