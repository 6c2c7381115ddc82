export { AuditLogScreen as Component } from '../../features/admin-content/components/audit-log-screen.tsx';
