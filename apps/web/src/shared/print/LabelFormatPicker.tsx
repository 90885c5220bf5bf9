import { LABEL_FORMAT_TITLE, LABEL_FORMATS, type LabelFormat } from '@cargo/domain';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';

const isFormat = (value: string | null): value is LabelFormat =>
  value !== null && (LABEL_FORMATS as readonly string[]).includes(value);

/** The paper the desk prints labels on, remembered per desk in this browser (the printer stays by the desk). */
export function useLabelFormat(desk: 'goods' | 'parcels', fallback: LabelFormat) {
  const key = `cargo.labelFormat.${desk}`;
  const [format, setFormat] = useState<LabelFormat>(() => {
    const saved = localStorage.getItem(key);
    return isFormat(saved) ? saved : fallback;
  });
  const choose = (value: string) => {
    if (!isFormat(value)) return;
    localStorage.setItem(key, value);
    setFormat(value);
  };
  return [format, choose] as const;
}

/** «Термо 58×40 мм | Термо 100×150 мм | Лист A4»: a labelled radio group. */
export function LabelFormatPicker({
  value,
  onChange,
}: {
  value: LabelFormat;
  onChange: (value: string) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Формат этикеток"
      size="xs"
      value={value}
      onChange={onChange}
      data={LABEL_FORMATS.map((format) => ({ value: format, label: LABEL_FORMAT_TITLE[format] }))}
    />
  );
}
