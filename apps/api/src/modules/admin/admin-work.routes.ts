import {
  adminPaths,
  adminResult,
  apiMessages,
  enquiriesPage,
  enquiriesQuery,
  idParams,
  leadsPage,
  leadsQuery,
  workBody,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { adminRefusals } from './admin-schema.ts';
import { writeAudit } from './audit.repository.ts';
import { countOf, pageEnvelope, toLimit } from './paging.ts';

/** Contact enquiries and leads: the two queues advisers work through to In Progress and Resolved. */
export function adminWorkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    adminPaths.enquiries,
    {
      schema: {
        tags: ['admin: enquiries'],
        querystring: enquiriesQuery,
        response: { 200: enquiriesPage, ...adminRefusals },
      },
    },
    async (request) => {
      const { type, status } = request.query;
      let query = deps.db.selectFrom('contact_enquiries');
      if (type) query = query.where('message_type', '=', type);
      if (status) query = query.where('status', '=', status);
      const { limit, offset } = toLimit(request.query);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_datetime', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        customerName: row.customer_name,
        mobile: row.mobile,
        createdDatetime: row.created_datetime,
        messageType: row.message_type,
        customerMessage: row.customer_message,
        status: row.status,
        note: row.note,
      }));
      return pageEnvelope(items, countOf(count), request.query);
    },
  );

  api.post(
    adminPaths.enquiry,
    {
      schema: {
        tags: ['admin: enquiries'],
        params: idParams,
        body: workBody,
        response: { 200: adminResult, ...adminRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      await deps.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('contact_enquiries')
          .set({ status: request.body.status, note: request.body.note })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, apiMessages.notFound);
        await writeAudit(
          trx,
          {
            adminMobile: callerOf(request).mobile,
            action: 'enquiry.status',
            entity: 'contact_enquiry',
            entityId: id,
            detail: request.body,
          },
          deps.clock.now(),
        );
      });
      return { isSuccess: true, message: 'Enquiry updated', result: { id } };
    },
  );

  // A lead without consent is never shown (none is stored, and the filter keeps it that way).
  api.get(
    adminPaths.leads,
    {
      schema: {
        tags: ['admin: leads'],
        querystring: leadsQuery,
        response: { 200: leadsPage, ...adminRefusals },
      },
    },
    async (request) => {
      const { line, status } = request.query;
      let query = deps.db.selectFrom('leads').where('consent', '=', 1);
      if (line) query = query.where('line', '=', line);
      if (status) query = query.where('status', '=', status);
      const { limit, offset } = toLimit(request.query);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        line: row.line,
        contactPreference: row.contact_preference,
        mobile: row.mobile,
        details: JSON.parse(row.details) as Record<string, unknown>,
        status: row.status,
        note: row.note,
        createdAt: row.created_at,
      }));
      return pageEnvelope(items, countOf(count), request.query);
    },
  );

  api.post(
    adminPaths.lead,
    {
      schema: {
        tags: ['admin: leads'],
        params: idParams,
        body: workBody,
        response: { 200: adminResult, ...adminRefusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      await deps.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('leads')
          .set({ status: request.body.status, note: request.body.note })
          .where('id', '=', id)
          .where('consent', '=', 1)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, apiMessages.notFound);
        await writeAudit(
          trx,
          {
            adminMobile: callerOf(request).mobile,
            action: 'lead.status',
            entity: 'lead',
            entityId: id,
            detail: request.body,
          },
          deps.clock.now(),
        );
      });
      return { isSuccess: true, message: 'Lead updated', result: { id } };
    },
  );
}
