export { CustomerAutocomplete } from './components/CustomerAutocomplete';
