import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPathFrom } from '../../shared/session/returnPath';
import { useSession } from '../../shared/session/useSession';
import { prefetchCabinet } from '../prefetchCabinet';

/**
 * Sign-in and registration make no sense for a signed-in customer: they go on to the cabinet. A visitor here is
 * about to open it, so its code is fetched once he starts typing.
 */
export function RedirectIfAuthenticated() {
  const { accessToken } = useSession();
  const location = useLocation();
  const signedIn = Boolean(accessToken);
  useEffect(() => (signedIn ? undefined : prefetchCabinet()), [signedIn]);
  if (signedIn) return <Navigate to={returnPathFrom(location.state)} replace />;
  return <Outlet />;
}
