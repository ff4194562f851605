// The application's one call: POST AddInsuranceRequest with the body the form built and checked, sent with the
// customer's bearer token (the form verifies the phone first when nobody is logged in).
import type { addInsuranceRequestResponse, insuranceApplication } from '@bimasetu/contract';
import { apiPaths } from '@bimasetu/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '~/lib/api-client';

export type ApplicationAnswer = z.infer<typeof addInsuranceRequestResponse>;

export function useSendApplication() {
  return useMutation({
    mutationFn: (body: z.output<typeof insuranceApplication>) =>
      apiRequest<ApplicationAnswer>(apiPaths.addInsuranceRequest, { method: 'POST', body }),
  });
}
