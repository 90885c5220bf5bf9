import { randomBytes } from 'node:crypto';
import { emailField, STAFF_ROLES, type StaffRole } from '@cargo/domain';
import { loadDataPlaces } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { serverHoldsTheData } from './create-staff-messages.js';
import { saveStaffAccount } from '../modules/auth/index.js';

/**
 * npm run staff:create -- <email> [name]
 * Creates a staff account (or promotes an existing user to staff) and prints a new password once. The first account
 * (while the team has no active owner) is the owner; later ones get support unless STAFF_ROLES (comma-separated:
 * owner, finance, warehouse, buyer, support) says otherwise (decision 048).
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

const rolesArg = process.env.STAFF_ROLES?.split(',')
  .map((role) => role.trim())
  .filter(Boolean);
const unknownRole = rolesArg?.find((role) => !(STAFF_ROLES as readonly string[]).includes(role));
if (unknownRole) {
  console.error(`STAFF_ROLES: неизвестная роль «${unknownRole}»; роли: ${STAFF_ROLES.join(', ')}`);
  process.exit(2);
}
const roles = rolesArg?.length ? (rolesArg as StaffRole[]) : undefined;

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
  const saved = await saveStaffAccount(database.db, { email, name, password, roles });
  const done = saved.outcome === 'updated' ? 'обновлён' : 'создан';
  console.log(`Сотрудник ${email} ${done}. Роли: ${saved.roles.join(', ')}. Пароль: ${password}`);
} finally {
  await database.close();
}
