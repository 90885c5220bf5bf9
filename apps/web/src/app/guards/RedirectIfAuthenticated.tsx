import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPathFrom } from '../../shared/session/returnPath';
import { useSession } from '../../shared/session/useSession';

/** Sign-in and registration make no sense for a signed-in customer: they go on to the cabinet. */
export function RedirectIfAuthenticated() {
  const { accessToken } = useSession();
  const location = useLocation();
  if (accessToken) return <Navigate to={returnPathFrom(location.state)} replace />;
  return <Outlet />;
}
