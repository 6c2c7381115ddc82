import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { BackHeader, cn } from '@gameshelf/ui';
import { AccessDenied } from '../../../components/access-denied.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isAdmin } from '../lib/admin-access.ts';

const NAV_ITEMS = [
  { to: paths.adminBanners, label: '배너' },
  { to: paths.adminNotices, label: '공지사항' },
  { to: paths.adminSuggestions, label: '정보 제안' },
  { to: paths.adminAuditLog, label: '감사 로그' },
  { to: paths.adminUserActivity, label: '사용자 활동' },
] as const;

function AdminNav() {
  return (
    <nav aria-label="관리자 메뉴" className="border-b border-border">
      <ul className="flex gap-1 overflow-x-auto px-gutter py-2">
        {NAV_ITEMS.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.to !== paths.adminNotices}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center rounded-full px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AdminFrame({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={title} onBack={() => void navigate(paths.home)} backLabel="홈으로" />
      <AdminNav />
      {children}
    </div>
  );
}

/**
 * The frame of every content tool: the title with back → /, the admin menu, and the page. A user
 * who is not an operator sees the shared access-denied page instead (the server would answer 403 anyway);
 * the route guard refuses first, this covers a screen mounted without it (stories, a role lost meanwhile).
 */
export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  if (!isAdmin(user)) return <AccessDenied />;
  return <AdminFrame title={title}>{children}</AdminFrame>;
}
