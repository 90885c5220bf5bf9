import { type Decimal, formatMeasureRu } from '@cargo/domain';
import { useCallback } from 'react';
import { useDeskFormat } from '../../../shared/staff/i18n';

/** A lot's commission as the desk writes it: «5 %» in Russian (the domain's measure), «5%» in Chinese. */
export function useLotPercent(): (percent: Decimal) => string {
  const format = useDeskFormat();
  return useCallback(
    (percent: Decimal) =>
      format.language === 'zh' ? `${format.number(Number(percent))}%` : formatMeasureRu(percent, '%', 2),
    [format],
  );
}
