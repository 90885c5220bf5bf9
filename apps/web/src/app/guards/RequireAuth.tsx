import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { tokenStorage } from '../../shared/api/tokenStorage';
import { useAttachStoredReferral } from '../../shared/session/useAttachStoredReferral';
import { useMyInfo } from '../../shared/session/useMyInfo';
import { useSession } from '../../shared/session/useSession';

/**
 * The cabinet is for signed-in customers only. A visitor goes to /login and comes back here after signing in;
 * a customer whose profile cannot be loaded (even after the token refresh) is signed out.
 */
export function RequireAuth() {
  const { accessToken, endedBy } = useSession();
  const location = useLocation();
  const myInfo = useMyInfo();
  useAttachStoredReferral(myInfo.data);

  useEffect(() => {
    if (myInfo.isError) tokenStorage.clearTokens('expired');
  }, [myInfo.isError]);

  if (!accessToken) {
    const state = endedBy === 'signOut' ? undefined : { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
