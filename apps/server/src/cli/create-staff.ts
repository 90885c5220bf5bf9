import { randomBytes } from 'node:crypto';
import { emailField } from '@cargo/domain';
import { loadDataPlaces } from '../config.js';
import { openDatabase } from '../db/client.js';
import { saveStaffAccount } from '../modules/auth/index.js';

/**
 * npm run staff:create -- <email> [name]
 * Creates a staff account (or promotes an existing user to staff) and prints a new password once.
 * The password can be given in STAFF_PASSWORD instead of being generated.
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
const database = await openDatabase(loadDataPlaces().database);
try {
  await database.exclusive(() => database.migrate());
  const outcome = await saveStaffAccount(database.db, { email, name, password });
  console.log(`Сотрудник ${email} ${outcome === 'updated' ? 'обновлён' : 'создан'}. Пароль: ${password}`);
} finally {
  await database.close();
}
