// Loaded into the portal with `node --import` by the bench: counts the statements the portal sends to PostgreSQL
// (every round trip, BEGIN and COMMIT included) and tells the bench over the IPC channel. Not part of the portal.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const pg = require('pg');
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  return query.apply(this, args);
};
process.on('message', (message) => {
  if (message === 'statements') process.send?.({ statements });
});
process.channel?.unref();
