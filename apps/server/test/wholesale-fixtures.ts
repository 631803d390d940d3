/** A wholesale customer as the order form sends it (US, dollars, net 30), for order tests. */
export const wholesaleCustomer = {
  id: 'C-1',
  name: 'Peak Outfitters',
  currency: 'USD',
  address: { country: 'USA' },
  defaults: [],
  termsInfo: [{ code: '01', description: 'Net 30' }],
};
