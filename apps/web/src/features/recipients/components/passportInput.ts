/** Russian passport series as it is typed: four digits shown as "45 10" (spaces are removed on submit). */
export function formatSeriesInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} ${digits.slice(2)}` : digits;
}

/** Russian passport number: six digits. */
export function formatRussianNumberInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

/** Belarusian passport number: two Latin letters and seven digits, e.g. MP1234567. */
export function formatBelarusNumberInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 9);
}
