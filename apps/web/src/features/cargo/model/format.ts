const kg = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });
const m3 = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

/** 120.5 → «120,5 кг». */
export const formatKg = (value: number) => `${kg.format(value)} кг`;
/** 1.5 → «1,5 м³». */
export const formatM3 = (value: number) => `${m3.format(value)} м³`;

/** «120,5 кг · 1,5 м³», or a dash before weighing. */
export function formatMeasures(weightKg: number | null, volumeM3: number | null): string {
  if (weightKg === null || volumeM3 === null) return '—';
  return `${formatKg(weightKg)} · ${formatM3(volumeM3)}`;
}
