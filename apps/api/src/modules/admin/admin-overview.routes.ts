import {
  adminMe,
  adminPaths,
  apiMessages,
  apiResultSchema,
  auditPage,
  overviewResponse,
  auditQuery,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { revokeSession } from '../auth/session.repository.ts';
import { adviserName } from './advisers.repository.ts';
import { adminErrorAnswers } from './admin-schema.ts';
import { listAudit } from './audit.repository.ts';
import { overview } from './overview.repository.ts';
import { pageEnvelope, toLimit } from './paging.ts';

export function adminOverviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    adminPaths.me,
    { schema: { tags, response: { 200: adminMe, ...adminErrorAnswers } } },
    async (request) => {
      const { mobile } = callerOf(request);
      return { isSuccess: true, result: { mobile, name: await adviserName(deps.db, mobile) } };
    },
  );

  api.post(
    adminPaths.logout,
    { schema: { tags, response: { 200: apiResultSchema, ...adminErrorAnswers } } },
    async (request) => {
      await revokeSession(deps.db, callerOf(request).tokenHash, deps.clock.now());
      return { isSuccess: true, message: apiMessages.loggedOut };
    },
  );

  api.get(
    adminPaths.overview,
    { schema: { tags, response: { 200: overviewResponse, ...adminErrorAnswers } } },
    async () => ({
      isSuccess: true,
      ...(await overview(deps.db, deps.clock.now())),
    }),
  );

  api.get(
    adminPaths.audit,
    { schema: { tags, querystring: auditQuery, response: { 200: auditPage, ...adminErrorAnswers } } },
    async (request) => {
      const { rows, total } = await listAudit(deps.db, toLimit(request.query), request.query.only);
      const items = rows.map((row) => ({
        id: row.id,
        adminMobile: row.admin_mobile,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        detail: row.detail,
        at: row.at,
      }));
      return pageEnvelope(items, total, request.query);
    },
  );
}
