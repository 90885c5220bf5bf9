import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailField } from '@cargo/domain';
import { loadDataPlaces } from '../config.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { newReferralCode } from '../modules/profile/referrals.js';

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
  const passwordHash = await hashPassword(password);
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await database.db.update(users).set({ role: 'staff', passwordHash }).where(eq(users.id, existing.id));
  } else {
    await database.db
      .insert(users)
      .values({ email, passwordHash, role: 'staff', name, referralCode: newReferralCode() });
  }
  console.log(`Сотрудник ${email} ${existing ? 'обновлён' : 'создан'}. Пароль: ${password}`);
} finally {
  await database.close();
}
