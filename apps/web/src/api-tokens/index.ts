export { ApiTokenTable } from './components/ApiTokenTable';
