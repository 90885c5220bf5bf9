import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffInvitationAnswerSchema, staffInvitationSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, errors } from '../../http.js';
import { currentUser } from '../../plugins/authenticate.js';
import { inviteStaffMember } from './invite-staff-member.js';

/** The team desk: a staff member invites a colleague while the server runs (decision 026). Staff only. */
export async function authStaffRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticateStaff);

  app.post(
    '/api/staff/team/invitations',
    {
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'Пригласить сотрудника: новая учётная запись и одноразовая ссылка, чтобы задать пароль',
        body: staffInvitationSchema,
        response: { 201: staffInvitationAnswerSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const invitation = await inviteStaffMember(ctx, request.body, currentUser(request).id);
      return reply.status(201).send(invitation);
    },
  );
}
