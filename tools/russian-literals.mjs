// Counts Russian string literals that appear in more than one source file (tests, data and generated files
// aside). Usage: node tools/russian-literals.mjs [--list]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dirs = ['apps/server/src', 'apps/web/src', 'packages/domain/src'];
const skip = (file) =>
  /\.test\.tsx?$/.test(file) || /\/(data|test|migrations)\//.test(file) || !/\.(ts|tsx)$/.test(file);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (!skip(full)) yield full;
  }
}

const literal =
  /(['"`])((?:\\.|(?!\1)[^\\\n])*?[А-Яа-яЁё](?:\\.|(?!\1)[^\\\n])*?)\1|>([^<>{}\n]*[А-Яа-яЁё][^<>{}\n]*)</g;
const seen = new Map();
for (const dir of dirs) {
  for (const file of walk(path.join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(literal)) {
      const value = (match[2] ?? match[3] ?? '').trim();
      if (value.length < 4 || value.includes('${')) continue;
      const files = seen.get(value) ?? new Set();
      files.add(path.relative(root, file));
      seen.set(value, files);
    }
  }
}
const repeated = [...seen].filter(([, files]) => files.size > 1).sort((a, b) => b[1].size - a[1].size);
if (process.argv.includes('--list')) {
  for (const [value, files] of repeated)
    console.log(`${files.size}× «${value}»\n   ${[...files].join('\n   ')}`);
}
console.log(`${repeated.length} Russian literals appear in more than one file`);
