import { pluralRu as domainPluralRu } from '@cargo/domain';

/**
 * The Russian plural form for a count: pluralRu(1, forms) → forms[0] (one), 2 → forms[1] (few), 5 → forms[2]
 * (many). The rule is the domain's one (Intl.PluralRules, decision 054); this keeps the screens' short tuple form.
 */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  return domainPluralRu(Math.abs(count), { one: forms[0], few: forms[1], many: forms[2] });
}
