export { isShownOrderError, orderErrorText } from './order-errors';
