import {
  AADHAAR_MASKED_PATTERN,
  apiMessages,
  apiPaths,
  apiResultSchema,
  getUserProfileQuery,
  profileRead,
  profileSave,
} from '@bimasetu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { decryptText, encryptText, maskAadhaar } from '../../lib/crypto.ts';
import { assertOwnMobile, callerOf, requireRole } from '../../plugins/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  findProfile,
  insertProfile,
  updateProfile,
  type ProfileFields,
  type ProfileRow,
} from './profile.repository.ts';

export function profileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = requireRole(deps, 'customer');
  const bearer = { tags: ['profile'], security: [{ bearer: [] }] };
  const key = deps.config.aadhaarKey;

  /** The read shape; the Aadhaar number only ever leaves masked to its last 4 digits. */
  const toRead = (row: ProfileRow) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.mobile,
    email: row.email,
    aadharno: row.aadhaar_enc ? maskAadhaar(decryptText(key, row.aadhaar_enc)) : '',
    pancard: row.pancard,
    nomineeName: row.nominee_name,
    nomineeRelation: row.nominee_relation,
    nomineeDob: row.nominee_dob,
  });

  /** The masked value sent back keeps the stored number; blank clears it; 12 digits replace it. */
  const toFields = (body: z.output<typeof profileSave>, existing?: ProfileRow): ProfileFields => {
    const aadhaar = body.aadharno ?? '';
    let aadhaarEnc = '';
    if (AADHAAR_MASKED_PATTERN.test(aadhaar)) {
      if (!existing?.aadhaar_enc || maskAadhaar(decryptText(key, existing.aadhaar_enc)) !== aadhaar) {
        throw new HttpError(400, apiMessages.aadhaarMaskMismatch);
      }
      aadhaarEnc = existing.aadhaar_enc;
    } else if (aadhaar) {
      aadhaarEnc = encryptText(key, aadhaar);
    }
    return {
      first_name: body.firstname,
      last_name: body.lastname ?? '',
      email: body.email ?? '',
      aadhaar_enc: aadhaarEnc,
      pancard: body.pancard ?? '',
      nominee_name: body.nomineeName ?? '',
      nominee_relation: body.nomineeRelation ?? '',
      nominee_dob: body.nomineeDob ?? '',
    };
  };

  api.get(
    apiPaths.getUserProfile,
    {
      onRequest: customerOnly,
      schema: {
        ...bearer,
        querystring: getUserProfileQuery,
        response: { 200: profileRead, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwnMobile(caller, request.query.mobile);
      const row = await findProfile(deps.db, caller.mobile);
      if (!row) throw new HttpError(404, apiMessages.profileNotFound);
      return toRead(row);
    },
  );

  // Create and update take the same body and answer the same way.
  const saveOptions = {
    onRequest: customerOnly,
    schema: {
      ...bearer,
      body: profileSave,
      response: { 200: apiResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
    },
  };

  api.post(apiPaths.createUserProfile, saveOptions, async (request) => {
    const caller = callerOf(request);
    assertOwnMobile(caller, request.body.mobile);
    if (await findProfile(deps.db, caller.mobile)) throw new HttpError(409, apiMessages.profileExists);
    await insertProfile(deps.db, caller.mobile, toFields(request.body), deps.clock.now());
    return { isSuccess: true, message: apiMessages.profileCreated };
  });

  api.post(apiPaths.updateUserProfile, saveOptions, async (request) => {
    const caller = callerOf(request);
    // The mobile cannot change: it is the identity the session was proven for.
    assertOwnMobile(caller, request.body.mobile);
    const existing = await findProfile(deps.db, caller.mobile);
    if (!existing || (request.body.id && request.body.id !== existing.id)) {
      throw new HttpError(404, apiMessages.profileNotFound);
    }
    await updateProfile(deps.db, caller.mobile, toFields(request.body, existing), deps.clock.now());
    return { isSuccess: true, message: apiMessages.profileUpdated };
  });
}
