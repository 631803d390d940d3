import { type AccessSubject, checkAccess } from '../access/check-access.js';
import { type AccessRuleName, accessRules } from '../access/rules.js';
import type { AssortmentProduct } from '../assortments/assortment.js';
import type { NewOrderLine } from '../orders/order.js';
import { defaultLineSize } from '../orders/order-lines.js';
import type { OrderRouteType } from '../orders/order-paths.js';
import { type Gender, genders } from '../products/product-constants.js';

/** The order types an assortment's lines may become, each with the tab its new DRAFT is made on. */
const assortmentOrderTypes: readonly { type: OrderRouteType; tab: string; rule: AccessRuleName }[] = [
  { type: 'wholesale', tab: 'active', rule: 'wholesaleOrders' },
  { type: 'samples', tab: 'active-orders', rule: 'sampleOrders' },
  { type: 'promos', tab: 'needs-review', rule: 'promoOrders' },
];

/** The types this person may create (wholesale needs the order form flag too, spec part 1 §6). */
export const orderTypesFor = (subject: AccessSubject) =>
  assortmentOrderTypes.filter((entry) => checkAccess(subject, accessRules[entry.rule]));

const isGender = (value: string): value is Gender => (genders as readonly string[]).includes(value);

/**
 * An assortment's rows as the first lines of a new order (part 1 §2 create order): rows lacking
 * a style or colour are skipped; wholesale lines take their sizes and prices from the order form
 * once the customer is chosen, sample and promo lines start at the default size.
 */
export const orderLinesFromAssortment = (
  type: OrderRouteType,
  rows: readonly Pick<AssortmentProduct, 'style' | 'color' | 'name' | 'productType' | 'division' | 'gender'>[],
): NewOrderLine[] =>
  rows
    .filter((row) => row.style.trim() !== '' && row.color.trim() !== '')
    .map((row) => ({
      style: row.style,
      color: row.color,
      name: row.name,
      productType: row.productType,
      ...(type === 'wholesale'
        ? { divisionId: row.division }
        : {
            gender: row.gender,
            size: isGender(row.gender) ? defaultLineSize(row.productType, row.gender) : null,
          }),
    }));
