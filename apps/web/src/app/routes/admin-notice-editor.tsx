export { NoticeEditorScreen as Component } from '../../features/admin-content/components/notice-editor-screen.tsx';
