export { CreateOrderButton } from './components/CreateOrderButton';
