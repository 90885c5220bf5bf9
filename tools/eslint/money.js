// Money is exact (docs/ARCHITECTURE.md "Money"): no `Number()`, `parseFloat()`, `parseInt()` or unary `+` on a
// money value in the server or the domain. Arithmetic, comparison and rounding go through the domain's money
// module (packages/domain/src/shared/money.ts: toMinorUnits, addMoney, compareMoney, roundMoney…), and the one place an
// amount becomes a JSON number is its `moneyToJson`, which the configuration allows.
//
// Which values are money is read from their names, the way the code names them: an identifier or property whose
// camelCase/snake_case words include a money word (amount, price, balance, total, subtotal, discount, delivery…),
// or that ends in a currency (valueEur, dutyRub) without being a rate (rubPerEur), unless its last word says it
// is something else (an id, a count, a percent, minor units, a date…). The lists can be replaced in the options.

const MONEY_WORDS = [
  'amount',
  'amounts',
  'price',
  'prices',
  'balance',
  'balances',
  'sum',
  'total',
  'totals',
  'subtotal',
  'cost',
  'costs',
  'fee',
  'fees',
  'freight',
  'duty',
  'discount',
  'delivery',
  'charge',
  'money',
  'paid',
  'refund',
  'refunded',
  'reward',
];
const CURRENCY_WORDS = ['rub', 'eur', 'usd', 'cny', 'roubles', 'rubles', 'euros', 'dollars', 'yuan'];
/** A last word that makes a money-sounding name something else: `discountPercent`, `totalCount`, `amountMinor`. */
const NOT_MONEY_TAILS = [
  'id',
  'ids',
  'count',
  'percent',
  'tier',
  'code',
  'currency',
  'ccy',
  'type',
  'kind',
  'status',
  'date',
  'at',
  'days',
  'index',
  'pages',
  'elements',
  'minor',
  'kopecks',
  'cents',
  'units',
  'title',
  'name',
  'label',
  'message',
  'comment',
  'kg',
  'grams',
];
/** Calls that keep a value what it was (`price.toString()`), so the value's own name decides. */
const PASS_THROUGH_METHODS = new Set(['toString', 'valueOf', 'trim', 'replace', 'replaceAll', 'toFixed']);

export const DEFAULT_MONEY_OPTIONS = {
  moneyWords: MONEY_WORDS,
  currencyWords: CURRENCY_WORDS,
  notMoneyTails: NOT_MONEY_TAILS,
  allow: [],
};

const words = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-$]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/** True when `name` names a money value under these options. */
export function isMoneyName(name, options = DEFAULT_MONEY_OPTIONS) {
  const parts = words(name);
  if (parts.length === 0) return false;
  if (options.notMoneyTails.includes(parts.at(-1))) return false;
  if (parts.some((part) => options.moneyWords.includes(part))) return true;
  return options.currencyWords.includes(parts.at(-1)) && !parts.includes('per');
}

/** The names that say what a converted expression is: `row.price` → price, `a ?? b` → both. */
function namesOf(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Identifier':
      return [node.name];
    case 'MemberExpression':
      if (!node.computed && node.property.type === 'Identifier') return [node.property.name];
      if (node.property.type === 'Literal' && typeof node.property.value === 'string')
        return [node.property.value];
      // prices[i]: the collection's name.
      return namesOf(node.object);
    case 'ChainExpression':
    case 'TSNonNullExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSTypeAssertion':
      return namesOf(node.expression);
    case 'AwaitExpression':
      return namesOf(node.argument);
    case 'LogicalExpression':
      return [...namesOf(node.left), ...namesOf(node.right)];
    case 'ConditionalExpression':
      return [...namesOf(node.consequent), ...namesOf(node.alternate)];
    case 'CallExpression': {
      const callee = node.callee;
      if (callee.type === 'Identifier' && callee.name === 'String') return namesOf(node.arguments[0]);
      if (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.property.type === 'Identifier' &&
        PASS_THROUGH_METHODS.has(callee.property.name)
      ) {
        return namesOf(callee.object);
      }
      return [];
    }
    default:
      return [];
  }
}

const GLOBALS = new Set(['window', 'globalThis', 'self']);

/** `Number`, `parseFloat`, `parseInt`, `Number.parseFloat`, `globalThis.parseFloat`…, or null. */
function converterName(callee) {
  if (callee.type === 'Identifier' && ['Number', 'parseFloat', 'parseInt'].includes(callee.name)) {
    return callee.name;
  }
  if (callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier') {
    const object = callee.object.name;
    const property = callee.property.name;
    if (object === 'Number' && (property === 'parseFloat' || property === 'parseInt'))
      return `Number.${property}`;
    if (GLOBALS.has(object) && ['Number', 'parseFloat', 'parseInt'].includes(property)) return property;
  }
  return null;
}

export const moneyPlugin = {
  rules: {
    'no-number-on-money': {
      meta: {
        type: 'problem',
        docs: {
          description: 'Money is exact: no Number(), parseFloat(), parseInt() or unary + on a money value',
        },
        schema: [
          {
            type: 'object',
            properties: {
              moneyWords: { type: 'array', items: { type: 'string' } },
              currencyWords: { type: 'array', items: { type: 'string' } },
              notMoneyTails: { type: 'array', items: { type: 'string' } },
              allow: { type: 'array', items: { type: 'string' } },
            },
            additionalProperties: false,
          },
        ],
        messages: {
          moneyToNumber:
            '{{how}} on the money value «{{name}}» is floating point: use the money module ' +
            '(toMinorUnits, addMoney, compareMoney, roundMoney; moneyToJson for an answer).',
        },
      },
      create(context) {
        const options = { ...DEFAULT_MONEY_OPTIONS, ...(context.options[0] ?? {}) };
        const file = context.filename.split('\\').join('/');
        if (options.allow.some((allowed) => file.endsWith(allowed))) return {};
        const check = (node, how, argument) => {
          const name = namesOf(argument).find((candidate) => isMoneyName(candidate, options));
          if (name) context.report({ node, messageId: 'moneyToNumber', data: { how, name } });
        };
        return {
          CallExpression(node) {
            const how = converterName(node.callee);
            if (how) check(node, `${how}()`, node.arguments[0]);
          },
          UnaryExpression(node) {
            if (node.operator === '+') check(node, 'Unary +', node.argument);
          },
        };
      },
    },
  },
};
