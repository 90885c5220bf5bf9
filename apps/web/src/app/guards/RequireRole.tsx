import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useMyInfo } from '../../shared/session/useMyInfo';
import { PageLoader } from '../pages/PageLoader';

export const STAFF_HOME = '/staff';

const CabinetNotFound = lazy(() =>
  import('../pages/CabinetNotFound').then((m) => ({ default: m.CabinetNotFound })),
);

/**
 * The customer cabinet. A staff member has no cabinet: any cabinet address takes him to the staff desk.
 * Waits for my-info to know the role (RequireAuth signs out when it cannot be loaded).
 */
export function RequireClient() {
  const { data: myInfo } = useMyInfo();
  if (!myInfo) return <PageLoader />;
  if (myInfo.role === 'staff') return <Navigate to={STAFF_HOME} replace />;
  return <Outlet />;
}

/** The staff desk. For a customer it does not exist: "not found" inside the cabinet, at the same address. */
export function RequireStaff() {
  const { data: myInfo } = useMyInfo();
  if (!myInfo) return <PageLoader />;
  if (myInfo.role !== 'staff') {
    return (
      <Suspense fallback={<PageLoader />}>
        <CabinetNotFound />
      </Suspense>
    );
  }
  return <Outlet />;
}
