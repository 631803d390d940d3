export { useUserSuggestions } from './use-user-suggestions';
