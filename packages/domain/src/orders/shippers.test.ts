import { describe, expect, it } from 'vitest';
import { orderShippers, shipperByCode, shippingAddressSchema, trackingUrl, zipParamsSchema } from './shippers.js';

describe('shippers', () => {
  it('builds the carrier tracking page from the tracking number', () => {
    expect(trackingUrl(shipperByCode('UPS')!, ' 1Z999AA1 0123456784 ')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingUrl(shipperByCode('FEDEX')!, '7489 2374')).toBe('https://www.fedex.com/fedextrack/?trknbr=74892374');
    expect(trackingUrl(shipperByCode('UPS')!, '')).toBeNull();
    expect(trackingUrl(shipperByCode('UPS')!, null)).toBeNull();
  });

  it('offers coordinators only some shippers, each with a tracking placeholder', () => {
    const selectable = orderShippers.filter((shipper) => shipper.coordinatorSelectable).map((shipper) => shipper.code);
    expect(selectable).toEqual(['UPS', 'FEDEX', 'USPS', 'DHL']);
    expect(selectable.length).toBeLessThan(orderShippers.length);
    for (const shipper of orderShippers) expect(shipper.url).toContain('{tracking}');
  });

  it.each([
    ['12345', true],
    ['12345-6789', true],
    ['1234', false],
    ['123456', false],
    ['ABCDE', false],
    ['12345-67', false],
  ])('zip %s is well formed: %s', (zip, ok) => {
    expect(zipParamsSchema.safeParse({ zip }).success).toBe(ok);
  });

  it('reads an address with the state in capitals', () => {
    expect(shippingAddressSchema.parse({ street: '1 Main St', city: 'Boston', state: 'ma', zip: '02108' }).state).toBe(
      'MA',
    );
    expect(
      shippingAddressSchema.safeParse({ street: '1 Main St', city: 'Boston', state: 'XX', zip: '02108' }).success,
    ).toBe(false);
  });
});
