import type { LabelFormat } from '@cargo/domain';
import { apiClient } from '../../../../shared/api/apiClient';
import { useAction } from '../../../../shared/api/useAction';
import { openPdf } from '../../../../shared/print/openPdf';

/** GET /api/staff/goods/labels: the goods' labels as a PDF, opened for printing. Printing again is a new print. */
export function usePrintGoodsLabels() {
  return useAction({
    repeatAfterSuccessMs: 0,
    mutationFn: async ({ ids, format }: { ids: readonly number[]; format: LabelFormat }) => {
      const pdf = await apiClient.getFile('/staff/goods/labels', { query: { ids: ids.join(','), format } });
      openPdf(pdf, `goods-labels-${format}.pdf`);
    },
  });
}
