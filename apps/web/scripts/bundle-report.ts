/**
 * What the first screen is made of: builds the app in memory (nothing is written), follows the entry chunk's static
 * imports (what index.html loads before any lazy route) and prints the heaviest modules in them, gzipped one by
 * one. `--why <part of a module path>` prints the chain of static imports that brings that module in.
 * Run: npm run bundle-report -w apps/web [-- <how many lines, 40 by default>] [--why react-remove-scroll]
 */
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';

const webDir = decodeURIComponent(new URL('..', import.meta.url).pathname);
const args = process.argv.slice(2);
const whyAt = args.indexOf('--why');
const why = whyAt >= 0 ? args.splice(whyAt, 2)[1] : undefined;
const top = Number(args[0] ?? 40);

/** Static importers of every module, to answer --why. */
const importers = new Map<string, readonly string[]>();
const recordImporters: Plugin = {
  name: 'bundle-report-importers',
  generateBundle() {
    for (const id of this.getModuleIds()) importers.set(id, this.getModuleInfo(id)?.importers ?? []);
  },
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

const result = await build({
  root: webDir,
  logLevel: 'silent',
  build: { write: false },
  plugins: [recordImporters],
});
const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
const chunks = new Map<string, Rolldown.OutputChunk>();
for (const output of outputs)
  for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);

const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
if (!entry) throw new Error('no entry chunk');
const initial = new Set<string>();
const visit = (name: string) => {
  if (initial.has(name)) return;
  initial.add(name);
  for (const next of chunks.get(name)?.imports ?? []) visit(next);
};
visit(entry.fileName);

/** node_modules/<package> or the source path, so a library's files add up to one line. */
const owner = (id: string) => {
  const inModules = id.split('/node_modules/').at(-1)!;
  if (inModules !== id)
    return inModules
      .split('/')
      .slice(0, inModules.startsWith('@') ? 2 : 1)
      .join('/');
  return id.replace(/^.*?\/(apps|packages)\//, '$1/');
};

const initialModules = new Set<string>();
const byModule: { id: string; gz: number }[] = [];
const byOwner = new Map<string, number>();
let total = 0;
for (const name of initial) {
  const chunk = chunks.get(name)!;
  total += gz(chunk.code);
  for (const [id, info] of Object.entries(chunk.modules)) {
    initialModules.add(id);
    if (!info.code) continue;
    const size = gz(info.code);
    byModule.push({ id: owner(id) === id ? id : id.replace(/^.*\/node_modules\//, ''), gz: size });
    byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + size);
  }
}
console.log(`first screen: ${initial.size} chunks, ${kb(total)} gz of JavaScript (CSS not counted here)\n`);
console.log('by package or source folder (each module gzipped alone, so the sum is larger than the total):');
for (const [name, size] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${kb(size).padStart(10)}  ${name}`);
console.log('\nheaviest modules:');
for (const { id, gz: size } of byModule.sort((a, b) => b.gz - a.gz).slice(0, top))
  console.log(`${kb(size).padStart(10)}  ${id.replace(/^.*?\/(apps|packages)\//, '$1/')}`);

if (why) {
  const target = [...initialModules].find((id) => id.includes(why));
  if (!target) throw new Error(`no module of the first screen matches ${why}`);
  console.log(`\nwhy ${target}:`);
  // Breadth-first towards the entry (a module nobody imports statically), so the chain printed is a shortest one.
  const from = new Map<string, string>([[target, '']]);
  const queue = [target];
  let root: string | undefined;
  while (queue.length && !root) {
    const id = queue.shift()!;
    // Only through modules of the first screen (or re-exporting indexes, which leave no code of their own).
    const by = (importers.get(id) ?? []).filter(
      (m) => initialModules.has(m) || /\/index\.m?[jt]sx?$/.test(m),
    );
    if (by.length === 0) root = id;
    for (const next of by.filter((m) => !from.has(m))) {
      from.set(next, id);
      queue.push(next);
    }
  }
  for (let id = root; id; id = from.get(id) || undefined)
    console.log(`  ${id.replace(/^.*?\/(apps|packages|node_modules)\//, '$1/')}`);
}
