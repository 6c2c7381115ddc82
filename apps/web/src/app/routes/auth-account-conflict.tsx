export { AccountConflictScreen as Component } from '../../features/auth/components/account-conflict-screen.tsx';
