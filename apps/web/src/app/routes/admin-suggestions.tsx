export { SuggestionsScreen as Component } from '../../features/admin-content/components/suggestions-screen.tsx';
