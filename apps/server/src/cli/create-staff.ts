import { randomBytes } from 'node:crypto';
import { emailField } from '@cargo/domain';
import { loadDataPlaces } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { serverHoldsTheData } from './create-staff-messages.js';
import { saveStaffAccount } from '../modules/auth/index.js';

/**
 * npm run staff:create -- <email> [name]
 * Creates a staff account (or promotes an existing user to staff) and prints a new password once.
 * The password can be given in STAFF_PASSWORD instead of being generated. With the embedded database the server
 * must be stopped (one process per data directory); while it runs, a staff member invites colleagues from the desk
 * («Сотрудники», /staff/team), which the tool says in Russian and English instead of failing with a stack trace.
 */
const [emailArg, name = 'Сотрудник'] = process.argv.slice(2);
const parsedEmail = emailField.safeParse(emailArg ?? '');
if (!parsedEmail.success) {
  console.error('Использование: npm run staff:create -- <email> [имя]');
  process.exit(2);
}
const email = parsedEmail.data;
const password = process.env.STAFF_PASSWORD || randomBytes(12).toString('base64url');
if (password.length < 8) {
  console.error('STAFF_PASSWORD: не короче 8 символов');
  process.exit(2);
}

// Only where the data lives: a staff account needs neither the payment providers nor the token secret, so the
// tool runs with the server's environment in either mode and generates no secret into DATA_DIR.
const database = await openDatabase(loadDataPlaces().database).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  // The embedded database serves one process: while the server runs, staff are invited from its desk instead.
  console.error(serverHoldsTheData(error));
  process.exit(1);
});
try {
  await database.exclusive(() => database.migrate());
  const outcome = await saveStaffAccount(database.db, { email, name, password });
  console.log(`Сотрудник ${email} ${outcome === 'updated' ? 'обновлён' : 'создан'}. Пароль: ${password}`);
} finally {
  await database.close();
}
