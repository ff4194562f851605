import {
  adminMessages,
  adminPaths,
  adminResult,
  apiMessages,
  enquiriesPage,
  enquiriesQuery,
  idParams,
  leadWorkBody,
  leadsPage,
  leadsQuery,
  workBody,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { insertEvent } from '../requests/requests.repository.ts';
import { adminErrorAnswers } from './admin-schema.ts';
import { auditedChange } from './audited-change.ts';
import { pageEnvelope, toLimit, type Page } from './paging.ts';
import { listEnquiries, listLeads, setEnquiryWork, setLeadWork, type WorkChange } from './work.repository.ts';

type Db = AppDeps['db'];

/** A queue advisers work through to In Progress and Resolved: its list and its status change. */
interface WorkQueue<Query extends { page: number; pageSize: number }> {
  tags: string[];
  listPath: string;
  itemPath: string;
  query: z.ZodType<Query>;
  /** The list answer's schema (the page envelope around the queue's own items). */
  page: z.ZodType;
  /** The change's schema: a lead's adds the note for the customer. */
  body: typeof workBody | typeof leadWorkBody;
  list(db: Db, query: Query, page: Page): Promise<{ items: unknown[]; total: number }>;
  /** Saves the change; `by` is who made it and when (a lead's change also goes on the customer's timeline). */
  setWork(db: Db, id: number, change: WorkChange, by: { adminMobile: string; at: Date }): Promise<boolean>;
  audit: { action: string; entity: string };
  updated: string;
}

function workQueueRoutes<Query extends { page: number; pageSize: number }>(
  app: FastifyInstance,
  deps: AppDeps,
  queue: WorkQueue<Query>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = queue.tags;

  api.get(
    queue.listPath,
    { schema: { tags, querystring: queue.query, response: { 200: queue.page, ...adminErrorAnswers } } },
    async (request) => {
      // The type provider cannot see through a generic schema; the schema above has parsed it into Query.
      const query = request.query as Query;
      const { items, total } = await queue.list(deps.db, query, toLimit(query));
      return pageEnvelope(items, total, query);
    },
  );

  api.post(
    queue.itemPath,
    {
      schema: {
        tags,
        params: idParams,
        body: queue.body,
        response: { 200: adminResult, ...adminErrorAnswers },
      },
    },
    async (request) => {
      const { id } = request.params;
      const adminMobile = callerOf(request).mobile;
      await auditedChange(deps, adminMobile, async (trx, audit) => {
        const by = { adminMobile, at: deps.clock.now() };
        const change = request.body as WorkChange;
        if (!(await queue.setWork(trx, id, change, by))) throw new HttpError(404, apiMessages.notFound);
        await audit({ ...queue.audit, entityId: id, detail: request.body });
      });
      return { isSuccess: true, message: queue.updated, result: { id } };
    },
  );
}

/** Contact enquiries and leads: one handler serves both queues. */
export function adminWorkRoutes(app: FastifyInstance, deps: AppDeps): void {
  workQueueRoutes<z.output<typeof enquiriesQuery>>(app, deps, {
    tags: ['admin: enquiries'],
    listPath: adminPaths.enquiries,
    itemPath: adminPaths.enquiry,
    query: enquiriesQuery,
    page: enquiriesPage,
    body: workBody,
    list: listEnquiries,
    setWork: setEnquiryWork,
    audit: { action: 'enquiry.status', entity: 'contact_enquiry' },
    updated: adminMessages.enquiryUpdated,
  });
  workQueueRoutes<z.output<typeof leadsQuery>>(app, deps, {
    tags: ['admin: leads'],
    listPath: adminPaths.leads,
    itemPath: adminPaths.lead,
    query: leadsQuery,
    page: leadsPage,
    body: leadWorkBody,
    list: listLeads,
    setWork: async (db, id, change, by) => {
      if (!(await setLeadWork(db, id, change))) return false;
      await insertEvent(db, {
        subject: 'lead',
        subject_id: id,
        kind: 'status',
        status: change.status,
        // the customer's timeline shows only what was written for them; the advisers' note stays beside it
        remarks: change.customerNote ?? '',
        internal_note: change.note,
        premium: null,
        admin_mobile: by.adminMobile,
        at: by.at.toISOString(),
      });
      return true;
    },
    audit: { action: 'lead.status', entity: 'lead' },
    updated: adminMessages.leadUpdated,
  });
}
