export { ReviewEditorScreen as Component } from '../../features/review-editor/components/review-editor-screen.tsx';
