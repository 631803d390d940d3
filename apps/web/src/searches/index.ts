export { SearchActions } from './SearchActions';
