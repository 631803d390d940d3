import { todayDateNumber } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { wholesaleCustomer } from '../../test/wholesale-fixtures.js';
import { shoe, useOrdersTestApp } from './routes-test-setup.js';

const { as, patch, orderSystemIn } = useOrdersTestApp(['rep']);

describe('wholesale orders', () => {
  const customer = wholesaleCustomer;
  const today = todayDateNumber(new Date());
  const createWholesale = async (startDate: number, origin = 'domestic') =>
    (
      await as.rep!.call('/api/orders/wholesale/active', {
        body: {
          region: 'usa',
          origin,
          customer,
          lines: [{ ...shoe, sizes: { '8': 12, '9': 12 }, unitPrice: 42, startDate, endDate: startDate }],
        },
      })
    ).answer;

  it('submits a draft that the order system accepts', async () => {
    const created = await createWholesale(today);
    // Domestic footwear takes line status A; footwear from import does not (spec part 1 §5).
    expect(created.lines[0].status).toBe('A');
    expect((await createWholesale(today, 'import')).lines[0].status).toBe('PENDING');
    const submitted = await patch('rep', 'wholesale/active', created._id, { action: 'submit' });
    expect(submitted.answer).toMatchObject({ status: 'SUBMITTED', orderApprovalStatus: 'PROCESSED' });
  });

  it("is completed by the order system once every line's ship window has ended", async () => {
    const created = await createWholesale(today);
    await patch('rep', 'wholesale/active', created._id, { action: 'submit' });
    const read = async () => (await as.rep!.call(`/api/orders/wholesale/archived/order/${created.orderNumber}`)).answer;
    // The line ships on its start date: still open that day, completed the day after.
    await orderSystemIn(0).completeShippedWholesale();
    expect(await read()).toMatchObject({ status: 'SUBMITTED' });
    await orderSystemIn(2).completeShippedWholesale();
    expect(await read()).toMatchObject({ status: 'COMPLETED', orderApprovalStatus: 'FINALIZED' });
    const history = await as.rep!.call(`/api/orders/wholesale/archived/history/${created._id}`);
    expect(history.answer.at(-1)).toMatchObject({ action: 'markComplete', name: 'Order system' });
  });

  it("keeps a rejected draft's changes and names each rejected item", async () => {
    const created = await createWholesale(19_990_001);
    const rejected = await patch('rep', 'wholesale/active', created._id, { fields: { po: 'PO-77' }, action: 'submit' });
    expect(rejected.status).toBe(400);
    expect(rejected.answer.messageCode).toBe('ITS_FE_ERROR_ORDER_REJECTED');
    expect(rejected.answer.messageData.items[0]).toMatchObject({ style: 'TST100', color: '001' });
    const { answer } = await as.rep!.call(`/api/orders/wholesale/active/order/${created.orderNumber}`);
    expect(answer).toMatchObject({ status: 'DRAFT', po: 'PO-77' });
  });
});
