// A logged-in customer's phone (from the session) and name, email and nominee (from the profile) for the
// application form.
import { apiPaths, type ProfileRead } from '@bimasetu/contract';
import { useEffect, useState } from 'react';
import { apiRequest } from '~/lib/api-client';
import { useSession } from '~/lib/session';
import { sessionPrefill, type ApplicationValues, type ProfileFacts } from './application-values';

export function useSessionPrefill(): { loggedIn: boolean; prefill: Partial<ApplicationValues> } {
  const session = useSession();
  const [profile, setProfile] = useState<(ProfileFacts & { mobile: string }) | null>(null);

  useEffect(() => {
    if (!session.loggedIn || !session.mobile || !session.token) return;
    const controller = new AbortController();
    const mobile = session.mobile;
    apiRequest<ProfileRead>(apiPaths.getUserProfile, { query: { mobile }, signal: controller.signal }).then(
      (read) =>
        setProfile({
          mobile,
          firstName: read.firstName ?? '',
          lastName: read.lastName ?? '',
          email: read.email ?? '',
          nomineeName: read.nomineeName ?? '',
          nomineeRelation: read.nomineeRelation ?? '',
          nomineeDob: read.nomineeDob ?? '',
        }),
      // no profile yet (404) or the server is away: the phone from the session is still known
      () => undefined,
    );
    return () => controller.abort();
  }, [session.loggedIn, session.mobile, session.token]);

  const own = profile && profile.mobile === session.mobile ? profile : {};
  return {
    loggedIn: session.loggedIn,
    prefill: session.loggedIn ? sessionPrefill(session.mobile, own) : {},
  };
}
