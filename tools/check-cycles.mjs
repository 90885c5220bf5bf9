// Fails (exit 1) on any import cycle, type-only imports included, in the server, the web app, the domain package,
// the browser journeys and the benchmarks, and lists each cycle it finds. Then it collapses the files into modules
// (the server's modules/<name>, integrations/<name> and its configuration, the web's features/<name>, the domain
// package's folders; any other file stays itself) and fails on any cycle between them: auth → finance → auth through
// two index.ts files is a cycle no file check sees (decision 058). Tests and test helpers are left out of that graph:
// they build the whole app. Usage: npm run check:cycles
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

/** The module a file belongs to, or null when it is a module of its own (app.ts, db/, plugins/, shared/, …). */
export function moduleOf(file) {
  const server = file.match(/^apps\/server\/src\/(modules|integrations)\/([^/]+)\//);
  if (server) return `server ${server[1]}/${server[2]}`;
  if (/^apps\/server\/src\/config(-[^/]+)?\.ts$/.test(file)) return 'server config';
  const web = file.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (web) return `web features/${web[1]}`;
  const domain = file.match(/^packages\/domain\/src\/([^/]+)\//);
  if (domain) return `domain ${domain[1]}`;
  return null;
}

/** Tests and their helpers build the whole app (app.ts imports every module): they sit above the module graph. */
const isTest = (file) => /\.test\.tsx?$|(^|\/)src\/test\//.test(file);

/** The same cycle found from another project or starting at another node is listed once. */
function keyOf(cycle) {
  const start = cycle.indexOf([...cycle].sort()[0]);
  return [...cycle.slice(start), ...cycle.slice(0, start)].join(' ');
}

/**
 * The file graph collapsed into modules: node → Map(next node → the first file import that makes the edge).
 * Edges inside one module are dropped; a file outside every module is its own node.
 */
export function moduleGraph(files) {
  const graph = new Map();
  const nodeOf = (file) => moduleOf(file) ?? file;
  for (const [file, imports] of Object.entries(files)) {
    if (isTest(file)) continue;
    const from = nodeOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const imported of imports) {
      if (isTest(imported)) continue;
      const to = nodeOf(imported);
      if (to !== from && !graph.get(from).has(to)) graph.get(from).set(to, `${file} → ${imported}`);
    }
  }
  return graph;
}

/** The strongly connected parts of more than one node (Tarjan), each the set of nodes of one or more cycles. */
function tangles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(new Set(part));
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One shortest cycle through `start` inside `part` (breadth first), as its nodes. */
function cycleThrough(graph, part, start) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!part.has(next)) continue;
      if (next === start) {
        const cycle = [];
        for (let at = node; at !== null; at = previous.get(at)) cycle.unshift(at);
        return cycle;
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** Every module-level cycle: for each tangle, one shortest cycle through each of its modules. */
export function moduleCycles(graph) {
  const cycles = new Map();
  for (const part of tangles(graph)) {
    for (const node of part) {
      if (!moduleOf(node) && !node.includes(' ')) continue;
      const cycle = cycleThrough(graph, part, node);
      cycles.set(keyOf(cycle), cycle);
    }
  }
  return [...cycles.values()];
}

const found = new Map();
const moduleFound = new Map();
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
  const modules = moduleGraph(graph.obj());
  const between = moduleCycles(modules);
  console.log(
    `${project.dir}: ${files} files, ${cycles.length ? `${cycles.length} import cycle(s)` : 'no import cycle'}, ` +
      `${between.length ? `${between.length} cycle(s) between modules` : 'no cycle between modules'}`,
  );
  for (const cycle of cycles) found.set(keyOf(cycle), cycle);
  for (const cycle of between) moduleFound.set(keyOf(cycle), { cycle, modules });
}

if (found.size) {
  console.error(`\n${found.size} import cycle(s); each line is one, ending where it starts:`);
  for (const cycle of found.values()) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
  process.exitCode = 1;
}
if (moduleFound.size) {
  console.error(
    `\n${moduleFound.size} cycle(s) between modules; each is one, with the import behind each step:`,
  );
  for (const { cycle, modules } of moduleFound.values()) {
    console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    cycle.forEach((node, i) => {
      console.error(`      ${modules.get(node).get(cycle[(i + 1) % cycle.length])}`);
    });
  }
  process.exitCode = 1;
}
