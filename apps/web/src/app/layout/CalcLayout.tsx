import { lazy, Suspense } from 'react';
import { useSession } from '../../shared/session/useSession';
import { useMyInfo } from '../../shared/session/useMyInfo';
import { PageLoader } from '../pages/PageLoader';
import { PublicLayout } from './PublicLayout';

const CabinetLayout = lazy(() => import('./CabinetLayout').then((m) => ({ default: m.CabinetLayout })));

/**
 * /calc is open to everyone (spec section 2): a visitor (or a staff member) sees it in the public layout, a
 * signed-in customer inside the cabinet, with the sidebar's «Калькулятор» marked.
 */
export function CalcLayout() {
  const { accessToken } = useSession();
  const myInfo = useMyInfo();
  if (!accessToken) return <PublicLayout />;
  if (!myInfo.data) return myInfo.isError ? <PublicLayout /> : <PageLoader />;
  if (myInfo.data.role === 'staff') return <PublicLayout />;
  return (
    <Suspense fallback={<PageLoader />}>
      <CabinetLayout />
    </Suspense>
  );
}
