import type { ProfileRead, ProfileSave } from '@bimasetu/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '~/lib/api-client';
import { apiPaths } from '@bimasetu/contract';

/** GET GetUserProfile?mobile=… (bearer). A 404 means no profile yet: answers null. */
export function profileQuery(mobile: string) {
  return queryOptions({
    queryKey: ['profile', mobile],
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<ProfileRead>(apiPaths.getUserProfile, { query: { mobile }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

/** Update when the profile has an id, otherwise create (§4). */
export function saveProfile(payload: ProfileSave) {
  const path = payload.id ? apiPaths.updateUserProfile : apiPaths.createUserProfile;
  return apiRequest<{ isSuccess: boolean; message: string }>(path, { method: 'POST', body: payload });
}
