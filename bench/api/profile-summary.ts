/**
 * Top self-time functions of V8 CPU profiles (`.cpuprofile`, as `node --cpu-prof` or the bench's `--cpu-prof`
 * write them), and the same grouped by package, so a profile says where the portal spent its time. Also runs alone:
 * `npm run profile-summary -w bench -- <file or folder>...`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** "fastify", "pg-protocol", "app: modules/auth", "node: internal/…" — where a frame's code comes from. */
function origin(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return `node: ${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 13).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const dist = url.indexOf('/dist/');
  return dist >= 0
    ? `app: ${url
        .slice(dist + 6)
        .split('/')
        .slice(0, 2)
        .join('/')}`
    : url;
}

export function summariseProfiles(files: string[], log: (line: string) => void, top = 25) {
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id)!;
      const micros = profile.timeDeltas[index] ?? 0;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)') return;
      total += micros;
      const where = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
      const key = `${functionName || '(anonymous)'} ${where}`.trim() + `  [${origin(url)}]`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
      byOrigin.set(origin(url), (byOrigin.get(origin(url)) ?? 0) + micros);
    });
  }
  const print = (title: string, map: Map<string, number>, count: number) => {
    log(`\n${title} (of ${(total / 1e6).toFixed(1)} s busy CPU in ${files.length} profile(s)):`);
    for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
      log(`  ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
    }
  };
  print('Self time by function', byFunction, top);
  print('Self time by origin', byOrigin, Math.min(top, 15));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2).flatMap((target) =>
    statSync(target).isDirectory()
      ? readdirSync(target)
          .filter((name) => name.endsWith('.cpuprofile'))
          .map((name) => path.join(target, name))
      : [target],
  );
  summariseProfiles(files, console.log);
}
