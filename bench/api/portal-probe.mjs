// Loaded into the portal with `node --import` by the bench; not part of the portal. Over the IPC channel it
// answers how many statements the portal has sent to PostgreSQL (every node-postgres round trip, BEGIN and COMMIT
// included), and starts and stops V8's CPU profiler (the one `node --cpu-prof` uses) around one call's load, so a
// profile holds that call and nothing else.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const pg = require('pg');
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  return query.apply(this, args);
};

let session = null;
async function handle(message) {
  if (message.type === 'statements') return { statements };
  if (message.type === 'profile-start') {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    return {};
  }
  if (message.type === 'profile-stop') {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    writeFileSync(message.file, JSON.stringify(profile));
    return {};
  }
  return { error: `unknown message ${message.type}` };
}
process.on('message', (message) => {
  handle(message).then(
    (answer) => process.send?.({ id: message.id, ...answer }),
    (error) => process.send?.({ id: message.id, error: String(error) }),
  );
});
process.channel?.unref();
