import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AccessDenied } from '../../../components/access-denied.tsx';
import { useSession } from '../../../lib/session/use-session.ts';

/**
 * The admin-only flag of the login guard (spec 3 §6), used inside it: a signed-in user without the
 * admin role sees the access-denied page. The server decides the role and checks it on every call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== 'admin') return <AccessDenied />;
  return children;
}

/**
 * Layout route for admin pages, under the login layout. Loaded lazily by the route table, so the
 * first-visit JS carries none of it.
 */
export function RequireAdminLayout() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
