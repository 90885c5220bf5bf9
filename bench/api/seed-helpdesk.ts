import { TICKET_STATUS } from '@cargo/domain';
import { ticketMessages, tickets, users } from '../../apps/server/src/db/schema/index.ts';
import { createdAt, insertChunked, type Seeder } from './seed-support.ts';

const TICKETS = 200;
const MESSAGES_PER_TICKET = 6;
/** The first ticket is a long chat: the answers row reads its last page of 50. */
const LONG_CHAT = 300;
const STATUSES = [
  TICKET_STATUS.CLOSED,
  TICKET_STATUS.CLOSED,
  TICKET_STATUS.WAITING_CUSTOMER,
  TICKET_STATUS.OPEN,
];

/**
 * Help-desk tickets: 200 over two years (most closed), six messages each, the first a chat of 300, staff answers
 * by a staff member and an internal note in every ticket. Ticket 1 is the long chat (a fresh database).
 */
export const helpdeskSeeder: Seeder = {
  name: `help-desk tickets (${TICKETS}, ${MESSAGES_PER_TICKET} messages each, one chat of ${LONG_CHAT})`,
  async seed(db, account) {
    const [staff] = await db
      .insert(users)
      .values({
        email: 'bench.support@example.ru',
        passwordHash: 'not-a-password-hash',
        role: 'staff',
        name: 'Ольга',
        referralCode: 'BENCHSTAFF',
      })
      .returning({ id: users.id });
    const rows = Array.from({ length: TICKETS }, (_, i) => {
      const at = createdAt(i, TICKETS);
      return {
        userId: account.userId,
        titleId: 1 + (i % 7),
        subject: i % 3 === 0 ? `Вопрос по посылке ${i}` : null,
        statusId: i === 0 ? TICKET_STATUS.OPEN : STATUSES[i % STATUSES.length]!,
        customerSeenAt: at,
        staffSeenAt: at,
        firstResponseAt: at,
        lastMessageAt: i === 0 ? new Date() : at,
        createdAt: at,
      };
    });
    const ids: number[] = [];
    await insertChunked(db, rows, async (tx, chunk) => {
      ids.push(...(await tx.insert(tickets).values(chunk).returning({ id: tickets.id })).map((r) => r.id));
    });
    const messages = ids.flatMap((ticketId, i) =>
      Array.from({ length: i === 0 ? LONG_CHAT : MESSAGES_PER_TICKET }, (_, k) => {
        const fromStaff = k % 2 === 1;
        return {
          ticketId,
          authorId: fromStaff ? staff!.id : account.userId,
          fromStaff,
          internal: fromStaff && k % 5 === 3,
          body: fromStaff
            ? `Здравствуйте! Проверили вашу посылку: она на складе, отправим в ближайший рейс. Ответ ${k}.`
            : `Добрый день, подскажите, пожалуйста, когда отправят посылку? Сообщение ${k}.`,
          images: k % 4 === 0 ? ['bench-photo.png'] : [],
          createdAt: new Date(rows[i]!.createdAt.getTime() + k * 60_000),
        };
      }),
    );
    await insertChunked(db, messages, (tx, chunk) => tx.insert(ticketMessages).values(chunk));
    return rows.length + messages.length;
  },
};
