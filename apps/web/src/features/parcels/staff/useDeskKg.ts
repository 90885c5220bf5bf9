import { formatMeasureRu } from '@cargo/domain';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';

/**
 * A weight on the parcel desk: «4,555 кг» the domain's Russian way (to the gram, no trailing zeros), «4.555 千克» in
 * Chinese (Intl's zh-CN number, at most three decimals).
 */
export function useDeskKg(): (kg: number) => string {
  const { t } = useDeskT('parcels');
  const format = useDeskFormat();
  return (kg) =>
    format.language === 'zh' ? `${format.number(kg)} ${t('kg')}` : formatMeasureRu(kg, t('kg'));
}
