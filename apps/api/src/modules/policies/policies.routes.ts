import {
  addedPolicyFieldsOn,
  apiMessages,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PER_UPLOAD_MAX,
  istDate,
  policyAnswer as policyAnswerSchema,
  policyDocumentParams,
  policyIdParams,
  policyListAnswer,
  policyMessages,
  policyPaths,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { answerKept, keepJson, type KeptJson } from '../../lib/kept-json.ts';
import { StampedCache } from '../../lib/stamped-cache.ts';
import { callerOf, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sendDocument } from './download.ts';
import { newPolicyRow } from './new-policy.ts';
import {
  askForHelp,
  findCustomerPolicy,
  findOwnDocument,
  findVaultTwin,
  insertPolicy,
  insertPolicyEvent,
  isAddedTwice,
  listCustomerPolicies,
  type DocumentMeta,
} from './policies.repository.ts';
import { policyAnswer, policyAnswers } from './policy-answers.ts';
import { parseDetails, readPolicyUpload, uploadRefusals, uploadRoutes } from './read-upload.ts';
import { saveDocuments } from './save-documents.ts';

/** The upload routes' own body limit (the app's is 64 KB): every file at its cap plus the details. */
export const UPLOAD_BODY_LIMIT = DOCUMENTS_PER_UPLOAD_MAX * (DOCUMENT_MAX_BYTES + 64 * 1024);
/** How many customers' serialized policy lists are kept at once, and how many of their documents' owners. */
const LIST_CACHE_CUSTOMERS = 1000;
const OWNED_DOCUMENTS_KEPT = 5000;

/** The customer's vault: only their own policies, anyone else's is 404 like one that does not exist. */
export async function policiesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireRole(deps, 'customer'));
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['policies'];
    const security = [{ bearer: [] }];
    /** A route on one of the caller's policies (by id) that answers with that policy. */
    const onePolicyAnswered = {
      schema: {
        tags,
        security,
        params: policyIdParams,
        response: { 200: policyAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    };
    const ownPolicy = async (mobile: string, id: number) => {
      const row = await findCustomerPolicy(deps.db, mobile, id);
      if (!row) throw new HttpError(404, apiMessages.notFound);
      return row;
    };

    // Each customer's serialized list on one day (India), kept until the next write to the database (see
    // StampedCache): the answer depends on nothing else, so a kept one is what a fresh read would give.
    const lists = new StampedCache<KeptJson>(LIST_CACHE_CUSTOMERS);
    const readList = async (mobile: string, today: string, key: string, stamp: string | undefined) => {
      const rows = await listCustomerPolicies(deps.db, mobile);
      const body = keepJson(policyListAnswer, {
        isSuccess: true,
        result: await policyAnswers(deps, rows, today),
      });
      lists.set(key, stamp, body);
      return body;
    };
    api.get(
      policyPaths.policies,
      { schema: { tags, security, response: { 200: policyListAnswer, ...errorAnswers(401, 403) } } },
      (request, reply) => {
        const { mobile } = callerOf(request);
        // Its answer reads several tables: kept only until any write at all.
        const stamp = deps.changeStamp();
        const today = istDate(deps.clock.now());
        const key = `${mobile} ${today}`;
        return answerKept(reply, lists.get(key, stamp) ?? readList(mobile, today, key, stamp));
      },
    );

    api.get(policyPaths.policy, onePolicyAnswered, async (request) => {
      const row = await ownPolicy(callerOf(request).mobile, request.params.id);
      return { isSuccess: true, message: '', result: await policyAnswer(deps, row) };
    });

    // the two routes that take an upload (multipart is parsed there only, never app-wide: see uploadRoutes)
    await uploadRoutes(scope, (uploads) => {
      // A policy bought elsewhere: its details as JSON in the `policy` field, and a photo or PDF of it.
      uploads.post(
        policyPaths.policies,
        {
          bodyLimit: UPLOAD_BODY_LIMIT,
          schema: {
            tags,
            security,
            response: { 200: policyAnswerSchema, ...errorAnswers(400, 401, 403, 409, 413, 415, 429) },
          },
        },
        async (request) => {
          const mobile = callerOf(request).mobile;
          const upload = await readPolicyUpload(request);
          const now = deps.clock.now();
          // the dates are checked on the server's own day in India (a date of birth not in the future, and so on)
          const fields = parseDetails(addedPolicyFieldsOn(istDate(now)), upload.fields.policy);
          if (upload.files.length === 0) throw new HttpError(400, uploadRefusals.noFile);
          const add = deps.db.transaction().execute(async (trx) => {
            // one policy once in a vault: a double submit, or the same policy added again, is refused by name;
            // two adds at once are held to one by the unique index (migration 019), the later one refused below
            if (await findVaultTwin(trx, mobile, fields.insurer, fields.policyNumber)) {
              throw new HttpError(409, policyMessages.alreadyInVault);
            }
            const who = { source: 'added' as const, owner: mobile, createdBy: mobile, requestId: null };
            const row = newPolicyRow(fields, who, now);
            const policyId = await insertPolicy(trx, row);
            await insertPolicyEvent(trx, {
              policy_id: policyId,
              event: 'added',
              from_status: '',
              to_status: row.status,
              actor: mobile,
              at: now.toISOString(),
            });
            const target = { policyId, owner: mobile, uploadedBy: mobile, limited: true };
            await saveDocuments(deps, trx, target, upload.files, now);
            return policyId;
          });
          const id = await add.catch((error: unknown) => {
            throw isAddedTwice(error) ? new HttpError(409, policyMessages.alreadyInVault) : error;
          });
          const row = await ownPolicy(mobile, id);
          return { isSuccess: true, message: policyMessages.added, result: await policyAnswer(deps, row) };
        },
      );

      uploads.post(
        policyPaths.documents,
        {
          bodyLimit: UPLOAD_BODY_LIMIT,
          schema: {
            tags,
            security,
            params: policyIdParams,
            response: { 200: policyAnswerSchema, ...errorAnswers(400, 401, 403, 404, 413, 415, 429) },
          },
        },
        async (request) => {
          const mobile = callerOf(request).mobile;
          const row = await ownPolicy(mobile, request.params.id);
          const upload = await readPolicyUpload(request);
          if (upload.files.length === 0) throw new HttpError(400, uploadRefusals.noFile);
          const now = deps.clock.now();
          const target = { policyId: row.id, owner: mobile, uploadedBy: mobile, limited: true };
          await deps.db.transaction().execute((trx) => saveDocuments(deps, trx, target, upload.files, now));
          return {
            isSuccess: true,
            message: policyMessages.documentAdded,
            result: await policyAnswer(deps, row),
          };
        },
      );
    });

    // Whose each document is, kept per customer and document until the next write to policies or their
    // documents (an erasure, a new owner, a deleted document move the stamp): a kept one is what the lookup would
    // find now. Only what was found is kept; a miss is looked up each time.
    const owned = new StampedCache<DocumentMeta>(OWNED_DOCUMENTS_KEPT);
    api.get(
      policyPaths.document,
      {
        schema: { tags, security, params: policyDocumentParams, response: errorAnswers(400, 401, 403, 404) },
      },
      (request, reply) => {
        const { id, documentId } = request.params;
        const { mobile } = callerOf(request);
        const stamp = deps.changeStamp(['policies', 'policy_documents']);
        const key = `${mobile} ${id} ${documentId}`;
        const doc = owned.get(key, stamp);
        if (doc !== undefined) return sendDocument(deps, reply, doc);
        return findOwnDocument(deps.db, mobile, id, documentId).then((found) => {
          if (!found) throw new HttpError(404, apiMessages.notFound);
          owned.set(key, stamp, found);
          return sendDocument(deps, reply, found);
        });
      },
    );

    // Only after this may an adviser see a policy the customer added (the rule: theirs alone until asked).
    api.post(policyPaths.help, onePolicyAnswered, async (request) => {
      const mobile = callerOf(request).mobile;
      if (!(await askForHelp(deps.db, mobile, request.params.id, deps.clock.now()))) {
        throw new HttpError(404, apiMessages.notFound);
      }
      const row = await ownPolicy(mobile, request.params.id);
      return { isSuccess: true, message: policyMessages.helpAsked, result: await policyAnswer(deps, row) };
    });
  });
}
