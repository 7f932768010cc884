/** The forms an Arabic count takes (Intl.PluralRules 'ar': zero, one, two, few, many, other), `{n}` for the number. */
export type CountForms = Record<Intl.LDMLPluralRule, string>;

const arabicPlural = new Intl.PluralRules('ar');

/**
 * A count in Arabic grammar for text the API writes (a shared cart's message): "منتج واحد", "منتجان", "3 منتجات",
 * "11 منتجاً", "100 منتج", the number in Western digits. The web has its own (apps/web/lib/format.ts `countPhrase`).
 */
export function arabicCount(count: number, forms: CountForms): string {
  return forms[arabicPlural.select(count)].replace('{n}', count.toLocaleString('en-US'));
}
