// Lints the OpenAPI document the server serves at /api/docs/json (decision 057): builds it from the app on an
// in-memory database without listening, writes it to a temporary file, and runs Redocly CLI (its recommended
// rules, redocly.yaml) and Spectral (spectral:oas, .spectral.yaml) on it. Fails (exit 1) on any error of either;
// warnings are printed. Usage: npm run lint:openapi [-- --keep] (--keep leaves the document and names it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
const document = path.join(dir, 'openapi.json');
// Redocly CLI would otherwise report usage and look for a newer version over the network.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(title, command, args, cwd = root) {
  console.log(`\n--- ${title}`);
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status === 0;
}

let ok = run(
  'OpenAPI document from the app',
  'npx',
  ['tsx', 'src/cli/write-openapi.ts', document],
  path.join(root, 'apps/server'),
);
if (ok) {
  const redocly = run('Redocly CLI: recommended', 'npx', ['redocly', 'lint', document, '--format=summary']);
  const spectral = run('Spectral: spectral:oas', 'npx', [
    'spectral',
    'lint',
    document,
    '--ruleset',
    path.join(root, '.spectral.yaml'),
    '--fail-severity',
    'error',
    '--format',
    'stylish',
  ]);
  ok = redocly && spectral;
}
if (process.argv.includes('--keep')) console.log(`\nThe document: ${document}`);
else rmSync(dir, { recursive: true, force: true });
console.log(ok ? '\nOpenAPI lint: no errors' : '\nOpenAPI lint: errors above');
process.exit(ok ? 0 : 1);
