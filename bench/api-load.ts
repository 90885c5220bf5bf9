/**
 * Load on the API of the built app (embedded PGlite), from this machine's loopback only.
 * Run: npm run build && npm run api -w bench   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 */
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const line = `${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}`;
  console.log(line);
}

// BENCH_DATABASE_URL runs the server on a PostgreSQL server instead of the embedded PGlite.
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const server = await startServer({ DATABASE_URL: databaseUrl });
try {
  const email = `bench.${Date.now()}@example.ru`;
  const signUp = await fetch(`${server.url}/api/client/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password', name: 'Нагрузка' }),
  });
  const { token } = (await signUp.json()) as { token: string };
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, one server process\n`,
  );
  await run('GET /api/health', `${server.url}/api/health`);
  await run('GET /api/client/my-info (bearer)', `${server.url}/api/client/my-info?version=v2`, {
    authorization: `Bearer ${token}`,
  });
} finally {
  await server.stop();
}
