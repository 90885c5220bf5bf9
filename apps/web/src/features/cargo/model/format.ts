import { formatMeasureRu } from '@cargo/domain';

/** 120.5 → «120,5 кг» (the domain's Russian formatting, to the gram). */
export const formatKg = (value: number) => formatMeasureRu(value, 'кг');
/** 1.5 → «1,5 м³» (to the litre). */
export const formatM3 = (value: number) => formatMeasureRu(value, 'м³');

/** «120,5 кг · 1,5 м³», or a dash before weighing. */
export function formatMeasures(weightKg: number | null, volumeM3: number | null): string {
  if (weightKg === null || volumeM3 === null) return '—';
  return `${formatKg(weightKg)} · ${formatM3(volumeM3)}`;
}
