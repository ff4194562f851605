import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { requireRole } from '../../plugins/auth.ts';
import { adminPoliciesRoutes } from '../policies/admin-policies.routes.ts';
import { adminFaqsRoutes } from './admin-faqs.routes.ts';
import { adminCasesRoutes } from '../claims/admin-cases.routes.ts';
import { adminClaimReadRoutes } from '../claims/admin-claim-read.routes.ts';
import { adminJobsRoutes } from './admin-jobs.routes.ts';
import { adminMessagesRoutes } from './admin-messages.routes.ts';
import { adminOverviewRoutes } from './admin-overview.routes.ts';
import { adminRequestsRoutes } from './admin-requests.routes.ts';
import { adminWorkRoutes } from './admin-work.routes.ts';

/** The advisers' console API: its own scope, where every route admits only an adviser's token. */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireRole(deps, 'admin'));
    adminOverviewRoutes(admin, deps);
    adminRequestsRoutes(admin, deps);
    adminMessagesRoutes(admin, deps);
    adminWorkRoutes(admin, deps);
    adminFaqsRoutes(admin, deps);
    adminJobsRoutes(admin, deps);
    adminCasesRoutes(admin, deps);
    adminClaimReadRoutes(admin, deps);
    await adminPoliciesRoutes(admin, deps);
  });
}
