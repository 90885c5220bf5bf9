import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deskLanguageUpdateSchema,
  idParams,
  staffInvitationAnswerSchema,
  staffInvitationSchema,
  staffMeSchema,
  staffRolesUpdateSchema,
  staffTeamSchema,
  STAFF_TEAM_MESSAGES,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors, messageResponse } from '../../http.js';
import { currentUser, staffActor } from '../../plugins/request-user.js';
import { changeStaffRoles } from './change-staff-roles.js';
import { inviteStaffMember } from './invite-staff-member.js';
import { setDeskLanguage } from './set-desk-language.js';
import { setStaffActive } from './set-staff-active.js';
import { listTeam, staffMe } from './team.js';

/**
 * The member's own access and the team desk (decisions 026, 048): the owner invites colleagues with their roles,
 * changes roles and deactivates; every change leaves its audit row.
 */
export async function authStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);
  const tags = ['staff'];

  app.get(
    '/api/staff/me',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Сотрудник: имя и роли (рабочее место показывает только разрешённое ролям)',
        response: { 200: staffMeSchema, ...errors(401, 404) },
      },
    },
    async (request) => staffMe(ctx.db, currentUser(request).id),
  );

  app.put(
    '/api/staff/me/language',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary:
          'Сотрудник: язык рабочего места (русский или китайский), запоминается и применяется при входе',
        body: deskLanguageUpdateSchema,
        response: { 200: messageResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await setDeskLanguage(ctx.db, staffActor(request), request.body.language);
      return { message: STAFF_TEAM_MESSAGES.languageSaved };
    },
  );

  app.get(
    '/api/staff/team',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Сотрудники: роли, последний вход, приглашения',
        response: { 200: staffTeamSchema, ...errors(401, 404) },
      },
    },
    async () => ({ data: await listTeam(ctx.db) }),
  );

  app.post(
    '/api/staff/team/invitations',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary:
          'Пригласить сотрудника с ролями: новая учётная запись и одноразовая ссылка, чтобы задать пароль',
        body: staffInvitationSchema,
        response: { 201: staffInvitationAnswerSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const invitation = await inviteStaffMember(ctx, request.body, staffActor(request));
      return reply.status(201).send(invitation);
    },
  );

  app.put(
    '/api/staff/team/:id/roles',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Роли сотрудника (действуют сразу: его сеансы завершаются)',
        params: idParams,
        body: staffRolesUpdateSchema,
        response: { 200: messageResponse, ...errors(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const actor = { ...staffActor(request), sessionId: currentUser(request).sessionId };
      const { changed } = await changeStaffRoles(ctx.db, actor, request.params.id, request.body.roles);
      // After the commit: the member's live streams close on every instance at once.
      if (changed) {
        const own = request.params.id === actor.id;
        await ctx.sessionEnds.announce({
          userId: request.params.id,
          ...(own ? { exceptSessionId: actor.sessionId } : {}),
        });
      }
      return { message: STAFF_TEAM_MESSAGES.rolesSaved };
    },
  );

  for (const [verb, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.put(
      `/api/staff/team/:id/${verb}`,
      {
        schema: {
          tags,
          security: bearerAuth,
          summary: active
            ? 'Включить отключённого сотрудника'
            : 'Отключить сотрудника: вход закрыт, сеансы и ссылки завершаются сразу',
          params: idParams,
          response: { 200: messageResponse, ...errors(401, 404, 409) },
        },
      },
      async (request) => {
        const { changed } = await setStaffActive(ctx.db, staffActor(request), request.params.id, active);
        if (changed && !active) await ctx.sessionEnds.announce({ userId: request.params.id });
        return { message: active ? STAFF_TEAM_MESSAGES.activated : STAFF_TEAM_MESSAGES.deactivated };
      },
    );
  }
}
