import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../format/formatDate';
import { formatMoney, formatNumber } from '../../format/formatMoney';
import { ru } from './ru';
import { zh } from './zh';

/** Every leaf of a catalogue as `namespace:path.to.key` → its text. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const name = prefix ? `${prefix}${prefix.endsWith(':') ? '' : '.'}${key}` : `${key}:`;
    if (typeof value === 'string') found.set(name, value);
    else for (const [leaf, text] of leaves(value, name)) found.set(leaf, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The desk's source files: features/<x>/staff/, features/staff/ and shared/staff/ (decision 066). */
const featuresDir = path.resolve(__dirname, '../../../features');
const sharedStaffDir = path.resolve(__dirname, '..');
function deskFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.tsx?$/.test(name) &&
        !/\.test\.tsx?$/.test(name) &&
        !full.includes(`${path.sep}i18n${path.sep}`)
        ? [full]
        : [];
    });
  const features = readdirSync(featuresDir).flatMap((feature) => {
    // flights is a desk-only feature (decision 062): all of it is desk code.
    const dir =
      feature === 'staff' || feature === 'flights'
        ? path.join(featuresDir, feature)
        : path.join(featuresDir, feature, 'staff');
    try {
      return statSync(dir).isDirectory() ? walk(dir) : [];
    } catch {
      return [];
    }
  });
  return [...features, ...walk(sharedStaffDir)];
}

/** Groups whose keys the code builds from data (a status id, a role, a section, an audit code), not literals. */
const KEYED_BY_DATA = [
  'statuses:',
  'shell:sections.',
  'shell:roles.',
  'audit:actions.',
  'audit:objects.',
  'notifications:channels.',
  'notifications:kinds.',
  'team:roleDescriptions.',
  'helpdesk:queueTabs.',
  'helpdesk:span.',
  'parcels:queues.',
  'parcels:moves.',
  'reports:periods.',
  'reports:operations.',
  'reports:money.',
  'flights:status.',
  'flights:moves.',
  'finance:approvalKinds.',
  'finance:ledgerKinds.',
  'finance:currencies.',
  'finance:methods.',
];

describe('the desk catalogues', () => {
  const russian = leaves(ru);
  const chinese = leaves(zh);

  it('have the same keys in Russian and Chinese, none of them empty', () => {
    expect([...russian.keys()].filter((key) => !chinese.has(key))).toEqual([]);
    expect([...chinese.keys()].filter((key) => !russian.has(key))).toEqual([]);
    expect([...russian, ...chinese].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const differ = [...russian].filter(([key, text]) => {
      return placeholders(text).join() !== placeholders(chinese.get(key) ?? '').join();
    });
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it('have no key the desk does not use', () => {
    const source = deskFiles()
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = [...russian.keys()].filter((key) => {
      if (KEYED_BY_DATA.some((group) => key.startsWith(group))) return false;
      const [, leaf] = key.split(':') as [string, string];
      const bare = leaf.replace(/_(one|few|many|other)$/, '');
      return !source.includes(`'${bare}'`) && !source.includes(`\`${bare}\``);
    });
    expect(unused).toEqual([]);
  });

  it('keep the Chinese statuses of every id the domain names', () => {
    for (const group of Object.keys(ru.statuses) as Array<keyof typeof ru.statuses>) {
      expect(Object.keys(zh.statuses[group]).sort()).toEqual(Object.keys(ru.statuses[group]).sort());
    }
  });
});

describe('the desk formats for its language', () => {
  it('writes dates, money and numbers the Russian way by default and the Chinese way in zh', () => {
    expect(formatDate('2026-11-27')).toBe('27.11.2026');
    expect(formatDate('2026-11-27', 'zh')).toBe('2026/11/27');
    expect(formatDateTime('2026-11-27T08:15:00', 'zh')).toBe('2026/11/27 08:15');
    expect(formatMoney('1234.5', 'RUB')).toBe('1\u00a0234,50\u00a0₽');
    expect(formatMoney('1234.5', 'CNY', 'zh')).toBe('¥1,234.50');
    expect(formatMoney('1234.5', 'RUB', 'zh')).toBe('RUB\u00a01,234.50');
    expect(formatNumber(12345.5)).toBe('12\u00a0345,5');
    expect(formatNumber(12345.5, 'zh')).toBe('12,345.5');
  });
});
