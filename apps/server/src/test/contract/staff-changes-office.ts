import { eq } from 'drizzle-orm';
import { topUps } from '../../db/schema/payments.js';
import { call, signInStaffMember } from '../helpers.js';
import { type ChangeContext, REASON, type Setup } from './staff-change-types.js';
import { seedDeadLetters } from './world-notifications.js';

/** A correction above the four-eyes threshold asked by another finance member: the waiting request's id. */
async function pendingCorrection(h: ChangeContext): Promise<number> {
  const maker = await signInStaffMember(h.app, ['finance']);
  const c = await h.stages.customer();
  const asked = await call(h.app, 'POST', `/api/staff/customers/${c.userId}/corrections`, maker.token, {
    currency: 'RUB',
    amount: 25_000,
    reason: REASON,
  });
  if (asked.statusCode !== 202) throw new Error(`correction request: ${asked.statusCode} ${asked.body}`);
  return Number(asked.json().approval.id);
}

/** The desk's other changes of the sweep: reviews, money, the help desk, the team, four-eyes (see STAFF_CHANGES). */
export const OFFICE_CHANGES: Record<string, Setup> = {
  'PUT /api/staff/recipients/{id}/confirm': async (h) => {
    const id = await h.stages.recipientUnderReview();
    return {
      url: `/api/staff/recipients/${id}/confirm`,
      action: 'recipient.confirm',
      objectType: 'recipient',
      objectId: id,
    };
  },
  'PUT /api/staff/recipients/{id}/cancel': async (h) => {
    const id = await h.stages.recipientUnderReview();
    return {
      url: `/api/staff/recipients/${id}/cancel`,
      body: { reason: 'Паспорт просрочен' },
      action: 'recipient.cancel',
      objectType: 'recipient',
      objectId: id,
    };
  },
  // Not a change but a view of personal data (decision 064): each reveal is audited all the same.
  'POST /api/staff/recipients/{id}/reveal': async (h) => {
    const id = await h.stages.recipientUnderReview();
    return {
      url: `/api/staff/recipients/${id}/reveal`,
      action: 'recipient.reveal',
      objectType: 'recipient',
      objectId: id,
    };
  },
  'POST /api/staff/customers/{customerId}/corrections': async (h) => {
    const c = await h.stages.customer();
    return {
      url: `/api/staff/customers/${c.userId}/corrections`,
      body: { currency: 'RUB', amount: 150, reason: REASON },
      action: 'customer.correction',
      objectType: 'account',
      objectId: await accountId(h, c.userId),
    };
  },
  'PUT /api/staff/currency-rates/{currency}': async () => ({
    url: '/api/staff/currency-rates/USD',
    // Under RATE_APPROVAL_PERCENT of the table's 81.5: set at once.
    body: { rate: '82.1' },
    action: 'rate.change',
    objectType: 'rate',
    objectId: 'USD',
  }),
  'PUT /api/staff/finance-settings/margin': async () => ({
    url: '/api/staff/finance-settings/margin',
    body: { marginPercent: 2.5 },
    action: 'setting.margin',
    objectType: 'setting',
    objectId: 'margin',
  }),
  'POST /api/staff/promo-codes': async () => ({
    url: '/api/staff/promo-codes',
    body: { code: 'AUDIT150', amount: 150, currency: 'RUB', maxUses: 10 },
    action: 'promo-code.create',
    objectType: 'promo-code',
    objectId: (answer) => answer.id,
  }),
  'PUT /api/staff/promo-codes/{id}/deactivate': async (h) => {
    const made = await call(h.app, 'POST', '/api/staff/promo-codes', h.staff, {
      code: 'AUDITOFF',
      discountPercent: 5,
    });
    const id = Number(made.json().id);
    return {
      url: `/api/staff/promo-codes/${id}/deactivate`,
      action: 'promo-code.deactivate',
      objectType: 'promo-code',
      objectId: id,
    };
  },
  'POST /api/staff/top-ups/{id}/refund': async (h) => {
    const id = await h.stages.creditedTopUp();
    return {
      url: `/api/staff/top-ups/${id}/refund`,
      action: 'top-up.refund',
      objectType: 'top-up',
      objectId: id,
    };
  },
  'POST /api/staff/top-ups/{id}/refund/recheck': async (h) => {
    const id = await h.stages.creditedTopUp();
    await call(h.app, 'POST', `/api/staff/top-ups/${id}/refund`, h.staff);
    // The sandbox answers at once; the acquirer that did not is played by putting the refund back in processing.
    await h.app.ctx.db.update(topUps).set({ statusId: 6 }).where(eq(topUps.id, id));
    return {
      url: `/api/staff/top-ups/${id}/refund/recheck`,
      action: 'top-up.refund-recheck',
      objectType: 'top-up',
      objectId: id,
    };
  },
  'POST /api/staff/helpdesk/tickets/{id}/answers': async (h) => {
    const id = await h.stages.ticket();
    return {
      url: `/api/staff/helpdesk/tickets/${id}/answers`,
      body: { message: 'Проверим' },
      action: 'ticket.answer',
      objectType: 'ticket',
      objectId: id,
    };
  },
  'POST /api/staff/helpdesk/tickets/{id}/status': async (h) => {
    const id = await h.stages.ticket();
    return {
      url: `/api/staff/helpdesk/tickets/${id}/status`,
      body: { statusId: 7 },
      action: 'ticket.status',
      objectType: 'ticket',
      objectId: id,
    };
  },
  'POST /api/staff/notifications/dead-letters/{id}/retry': async (h) => {
    const c = await h.stages.customer();
    await seedDeadLetters(h.app, c.userId);
    const list = await call(h.app, 'GET', '/api/staff/notifications/dead-letters', h.staff);
    const id = Number(list.json().data[0].id);
    return {
      url: `/api/staff/notifications/dead-letters/${id}/retry`,
      action: 'delivery.retry',
      objectType: 'delivery',
      objectId: id,
    };
  },
  'POST /api/staff/approvals/{id}/approve': async (h) => {
    const id = await pendingCorrection(h);
    return {
      url: `/api/staff/approvals/${id}/approve`,
      body: {},
      action: 'approval.approve',
      objectType: 'approval',
      objectId: id,
    };
  },
  'POST /api/staff/approvals/{id}/reject': async (h) => {
    const id = await pendingCorrection(h);
    return {
      url: `/api/staff/approvals/${id}/reject`,
      body: { comment: 'Нет документов' },
      action: 'approval.reject',
      objectType: 'approval',
      objectId: id,
    };
  },
  'POST /api/staff/team/invitations': async () => ({
    url: '/api/staff/team/invitations',
    body: { email: `invited.${Date.now()}@example.ru`, name: 'Ольга', roles: ['support'] },
    action: 'staff.invite',
    objectType: 'staff',
    objectId: (answer) => answer.id,
  }),
  // The member's own desk language (decision 066): the owner's, switched from Russian to Chinese.
  'PUT /api/staff/me/language': async (h) => {
    const me = await call(h.app, 'GET', '/api/staff/me', h.staff);
    return {
      url: '/api/staff/me/language',
      body: { language: me.json().deskLanguage === 'zh' ? 'ru' : 'zh' },
      action: 'staff.language',
      objectType: 'staff',
      objectId: Number(me.json().id),
    };
  },
  'PUT /api/staff/team/{id}/roles': async (h) => {
    const { id } = await signInStaffMember(h.app, ['support']);
    return {
      url: `/api/staff/team/${id}/roles`,
      body: { roles: ['warehouse'] },
      action: 'staff.roles',
      objectType: 'staff',
      objectId: id,
    };
  },
  'PUT /api/staff/team/{id}/deactivate': async (h) => {
    const { id } = await signInStaffMember(h.app, ['support']);
    return {
      url: `/api/staff/team/${id}/deactivate`,
      action: 'staff.deactivate',
      objectType: 'staff',
      objectId: id,
    };
  },
  'PUT /api/staff/team/{id}/activate': async (h) => {
    const { id } = await signInStaffMember(h.app, ['support']);
    await call(h.app, 'PUT', `/api/staff/team/${id}/deactivate`, h.staff);
    return {
      url: `/api/staff/team/${id}/activate`,
      action: 'staff.activate',
      objectType: 'staff',
      objectId: id,
    };
  },
};

async function accountId(h: ChangeContext, userId: number): Promise<number> {
  const card = await call(h.app, 'GET', `/api/staff/customers/${userId}`, h.staff);
  const accounts = card.json().accounts as Array<{ id: number; currency: { ccy: string } }>;
  return accounts.find((account) => account.currency.ccy === 'RUB')!.id;
}
