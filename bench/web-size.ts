/**
 * Size of the built web app: every asset raw and gzipped, and what the first screen loads: the scripts and styles
 * index.html names (its entry and modulepreload links, its stylesheets), before any lazy route. The page a visitor
 * sees (/login) then loads its own lazy chunk, the toasts and the support button at once: the last line adds those
 * (with everything each preloads, from the build's own preload lists) for what the sign-in page costs in all. What
 * is in the first screen and why: npm run bundle-report -w apps/web.
 * As served: the server sends the build's own brotli (quality 11) or gzip (level 9) copy of each file, whichever
 * the browser accepts; the last lines add those copies up for the first screen with index.html.
 * Run: npm run build && npm run web-size -w bench (WEB_DIST=<another build> before npm to measure that one)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// WEB_DIST=<another build> measures that one instead (a build of another branch, to compare).
const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

// The build's .br and .gz copies (decision 036) are what the server sends, not assets of their own.
const assets = readdirSync(path.join(dist, 'assets'))
  .filter((name) => !/\.(?:br|gz)$/.test(name))
  .map((name) => path.join(dist, 'assets', name));
let totalRaw = 0;
let totalGz = 0;
for (const file of assets.sort()) {
  const raw = readFileSync(file).length;
  const zipped = gz(file);
  totalRaw += raw;
  totalGz += zipped;
  console.log(`${path.basename(file).padEnd(48)} ${kb(raw).padStart(10)} ${kb(zipped).padStart(10)} gz`);
}
console.log(`${'all assets'.padEnd(48)} ${kb(totalRaw).padStart(10)} ${kb(totalGz).padStart(10)} gz`);

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) =>
  path.join(dist, m[1]!),
);
const sum = (files: string[]) => files.reduce((total, file) => total + gz(file), 0);
const scripts = initial.filter((file) => file.endsWith('.js'));
const styles = initial.filter((file) => file.endsWith('.css'));
console.log(
  `\nfirst screen (index.html's scripts and styles, before lazy routes): ${kb(sum(initial))} gz` +
    ` = ${scripts.length} scripts ${kb(sum(scripts))} + ${styles.length} stylesheets ${kb(sum(styles))}`,
);

/** The size of the copy the server sends for `encoding` (the file itself when the build wrote none). */
const served = (file: string, encoding: 'br' | 'gz') =>
  existsSync(`${file}.${encoding}`) ? statSync(`${file}.${encoding}`).size : statSync(file).size;
const page = [path.join(dist, 'index.html'), ...initial];
const raw = page.reduce((total, file) => total + statSync(file).size, 0);
for (const encoding of ['br', 'gz'] as const) {
  const bytes = page.reduce((total, file) => total + served(file, encoding), 0);
  console.log(
    `first screen as served with ${encoding === 'br' ? 'brotli' : 'gzip'} (index.html, scripts, styles): ` +
      `${kb(bytes)} (uncompressed ${kb(raw)})`,
  );
}

/**
 * The files a lazy import of the module exporting `name` loads: Vite's preload list for that import (the chunk,
 * the chunks it imports, their stylesheets), read where the import is made — `import("./<chunk>.js")`, then
 * `.<name>` taken from the module (export names survive minification), then `__vite__mapDeps([indexes])`.
 */
function lazyLoad(name: string): string[] {
  const call = new RegExp(
    `import\\([\`'"]\\./[\\w-]+\\.js[\`'"]\\)(?:(?!import\\()[^;]){0,120}?\\.${name}\\b` +
      `(?:(?!import\\()[^;]){0,120}?__vite__mapDeps\\(\\[([\\d,]*)\\]\\)`,
  );
  for (const file of assets.filter((asset) => asset.endsWith('.js'))) {
    const code = readFileSync(file, 'utf8');
    const names = /m\.f=\[([^\]]*)\]/.exec(code);
    const found = call.exec(code);
    if (!names || !found) continue;
    const all = JSON.parse(`[${names[1]}]`) as string[];
    return found[1]!.split(',').map((index) => path.join(dist, all[Number(index)]!));
  }
  throw new Error(`no lazy import of ${name} in the build`);
}
const signIn = [...new Set([...page, ...['LoginPage', 'Toasts', 'SupportButton'].flatMap(lazyLoad)])];
const signInServed = (encoding: 'br' | 'gz') =>
  signIn.reduce((total, file) => total + served(file, encoding), 0);
console.log(
  `/login as a visitor gets it (the first screen, then at once the sign-in page, the toasts and the support ` +
    `button, ${signIn.length} files): ${kb(sum(signIn.filter((file) => !file.endsWith('.html'))))} gz; ` +
    `as served: brotli ${kb(signInServed('br'))}, gzip ${kb(signInServed('gz'))}`,
);
