// Fails (exit 1) on any import cycle, type-only imports included, in the server, the web app, the domain package,
// the browser journeys and the benchmarks, and lists each cycle it finds. Usage: npm run check:cycles
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '..');
const projects = [
  { dir: 'apps/server/src', tsConfig: 'apps/server/tsconfig.json' },
  { dir: 'apps/web/src', tsConfig: 'apps/web/tsconfig.json' },
  { dir: 'packages/domain/src', tsConfig: 'packages/domain/tsconfig.json' },
  { dir: 'e2e', tsConfig: 'e2e/tsconfig.json' },
  { dir: 'bench', tsConfig: 'bench/tsconfig.json' },
];

/** The same cycle found from another project or starting at another file is listed once. */
function keyOf(cycle) {
  const start = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(start), ...cycle.slice(0, start)].join(' ');
}

const found = new Map();
for (const project of projects) {
  const graph = await madge(path.join(root, project.dir), {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, project.tsConfig),
    excludeRegExp: [/node_modules/, /(^|\/)dist\//],
  });
  const files = Object.keys(graph.obj()).length;
  // Vite's asset imports (`./page.md?raw`) are text, not modules: the build and the tests load them.
  const unresolved = graph
    .warnings()
    .skipped.filter((name) => name.startsWith('.') && !/\?(raw|url)$/.test(name));
  if (unresolved.length) {
    console.error(`${project.dir}: imports that resolve to no file: ${unresolved.join(', ')}`);
    process.exitCode = 1;
  }
  const cycles = graph.circular();
  console.log(
    `${project.dir}: ${files} files, ${cycles.length ? `${cycles.length} import cycle(s)` : 'no import cycle'}`,
  );
  for (const cycle of cycles) found.set(keyOf(cycle), cycle);
}

if (found.size) {
  console.error(`\n${found.size} import cycle(s); each line is one, ending where it starts:`);
  for (const cycle of found.values()) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
  process.exitCode = 1;
}
