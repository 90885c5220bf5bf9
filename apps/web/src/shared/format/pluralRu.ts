/** The Russian plural form for a count: pluralRu(1, forms) → forms[0] (one), 2 → forms[1] (few), 5 → forms[2] (many). */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(count) % 100;
  const last = n % 10;
  if (n > 10 && n < 20) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
