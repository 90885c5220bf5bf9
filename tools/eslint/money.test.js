// Runs with the domain package's tests (packages/domain/vitest.config.ts includes tools/eslint), so `npm test`
// fails when the rule stops catching a float conversion of money.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { isMoneyName, moneyPlugin } from './money.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rule = moneyPlugin.rules['no-number-on-money'];
const error = (name, how = 'Number()') => ({ messageId: 'moneyToNumber', data: { how, name } });

describe('money names', () => {
  it('reads money from the words of a name, not from every number', () => {
    for (const name of [
      'amount',
      'deliveryPrice',
      'servicesTotal',
      'subtotal',
      'balance_after',
      'valueExcessEur',
      'dutyRub',
      'unitPrice',
    ]) {
      expect(isMoneyName(name), name).toBe(true);
    }
    for (const name of [
      'weightKg',
      'qty',
      'discountPercent',
      'totalCount',
      'totalPages',
      'amountMinor',
      'deliveryTransportId',
      'rubPerEur',
      'rate',
      'chargeableWeightKg',
      'paidAt',
    ]) {
      expect(isMoneyName(name), name).toBe(false);
    }
  });
});

tester.run('money/no-number-on-money', rule, {
  valid: [
    'const id = Number(params.id);',
    'const weight = Number(price.chargeableWeightKg);',
    'const pages = Number(row.totalPages);',
    'const rate = Number(quote.rate);',
    'const minor = Number(toMinorUnits(input.amount));',
    'const answer = moneyToJson(price.total);',
    'const zero = toMinorUnits(read.amount) < minMinor;',
    'const n = +count;',
    // The money module itself makes the JSON number.
    {
      code: 'export const moneyToJson = (value) => Number(fromMinorUnits(toMinorUnits(value))); const x = Number(amount);',
      filename: '/repo/packages/domain/src/shared/money.ts',
      options: [{ allow: ['packages/domain/src/shared/money.ts'] }],
    },
    // The word lists are the configuration's.
    { code: 'const x = Number(row.amount);', options: [{ moneyWords: ['price'] }] },
  ],
  invalid: [
    // What weigh-parcel.ts did: a float sum stored as the breakdown's subtotal.
    {
      code: 'const subtotal = Number(price.delivery) + Number(price.servicesTotal) + Number(price.package.amount);',
      errors: [error('delivery'), error('servicesTotal'), error('amount')],
    },
    // What fields.ts did: a float comparison of an amount.
    { code: 'if (Number(read.amount) < min) fail();', errors: [error('amount')] },
    { code: 'const a = Number(row.deliveryPrice ?? 0);', errors: [error('deliveryPrice')] },
    { code: 'const a = Number(row!.balance);', errors: [error('balance')] },
    { code: 'const a = Number(line?.unitPrice);', errors: [error('unitPrice')] },
    { code: 'const a = Number(String(total));', errors: [error('total')] },
    { code: 'const a = Number(price.total.toString());', errors: [error('total')] },
    { code: "const a = Number(row['amount']);", errors: [error('amount')] },
    { code: 'const a = Number(prices[i]);', errors: [error('prices')] },
    { code: 'const a = Number(check.valueExcessEur) > 0;', errors: [error('valueExcessEur')] },
    { code: 'const a = Number(await totalOf(db) as string) + Number(await sum);', errors: [error('sum')] },
    { code: 'const a = parseFloat(amount);', errors: [error('amount', 'parseFloat()')] },
    { code: 'const a = Number.parseFloat(row.amount);', errors: [error('amount', 'Number.parseFloat()')] },
    { code: 'const a = parseInt(row.amount, 10);', errors: [error('amount', 'parseInt()')] },
    { code: 'const a = globalThis.Number(fee);', errors: [error('fee')] },
    { code: 'const a = +row.amount;', errors: [error('amount', 'Unary +')] },
    { code: 'const a = Math.round(+discount * 100);', errors: [error('discount', 'Unary +')] },
    // Only the money module is allowed, not a file that merely looks like it.
    {
      code: 'const x = Number(amount);',
      filename: '/repo/apps/server/src/modules/finance/money.ts',
      options: [{ allow: ['packages/domain/src/shared/money.ts'] }],
      errors: [error('amount')],
    },
  ],
});
