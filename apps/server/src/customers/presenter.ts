import { type Customer, type CustomerOption, customerLabel } from '@stride/domain';
import type { CustomerRow } from './tables.js';

export const presentCustomer = (row: CustomerRow): Customer => ({
  _id: row.id,
  accountNumber: row.accountNumber,
  name: row.name,
  city: row.city,
  country: row.country,
  territory: row.territory,
  corporate: row.corporate,
});

/** labelValue answers: the value is the name, what an assortment's subTitle and a report's accounts hold. */
export const presentCustomerOption = (row: CustomerRow): CustomerOption => ({
  label: customerLabel(row),
  value: row.name,
});
