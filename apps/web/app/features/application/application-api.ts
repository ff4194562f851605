// The application's one call: POST AddInsuranceRequest with the body the form built and checked.
import { apiPaths } from '@bimasetu/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';
import type { applicationBody } from './application-values';

export function useSendApplication() {
  return useMutation({
    mutationFn: (body: ReturnType<typeof applicationBody>) =>
      apiRequest(apiPaths.addInsuranceRequest, { method: 'POST', body }),
  });
}
