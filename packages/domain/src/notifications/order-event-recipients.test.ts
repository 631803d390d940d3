import { describe, expect, it } from 'vitest';
import { orderPagePath } from '../orders/order-paths.js';
import { describeNotification, notificationMail, notificationTexts } from './notification-texts.js';
import { orderEventRecipients } from './order-event-recipients.js';

const sample = { type: 'SAMPLE' as const, requesterCode: 'REQ', coordinatorCode: 'COO' };
const promo = {
  type: 'PROMO' as const,
  requesterCode: 'REQ',
  approverCode: 'APP',
  seniorApproverCode: 'SEN',
  coordinatorCode: 'COO',
};

describe('orderEventRecipients', () => {
  it.each([
    ['a submitted sample order tells its coordinator', 'submitted', sample, 'REQ', [['COO', 'coordinator']]],
    [
      'a submitted promo order tells the approver it awaits',
      'submitted',
      { ...promo, orderApprovalStatus: 'REQUIRES APPROVER' },
      'REQ',
      [['APP', 'awaitsReview']],
    ],
    [
      'an approval that needs a senior tells the senior approver and the requester',
      'approved',
      { ...promo, orderApprovalStatus: 'REQUIRES SENIOR' },
      'APP',
      [
        ['SEN', 'awaitsReview'],
        ['REQ', 'requester'],
      ],
    ],
    ['a denial tells the requester', 'denied', promo, 'SEN', [['REQ', 'requester']]],
    ['an assignment tells the coordinator', 'assigned', promo, 'BOSS', [['COO', 'coordinator']]],
    ['a shipment tells the requester', 'shipped', sample, 'COO', [['REQ', 'requester']]],
    ['completion tells the requester', 'completed', sample, 'COO', [['REQ', 'requester']]],
    ['the actor is never told of their own act', 'assigned', sample, 'COO', []],
    [
      'a lapsed promo order tells its requester only, not the approver it awaited',
      'expired',
      { ...promo, orderApprovalStatus: 'REQUIRES APPROVER' },
      'system',
      [['REQ', 'requester']],
    ],
    [
      'a sample order without a coordinator tells nobody on submit',
      'submitted',
      { ...sample, coordinatorCode: null },
      'REQ',
      [],
    ],
    ['a wholesale submit tells nobody', 'submitted', { type: 'WHOLESALE' as const, requesterCode: 'REQ' }, 'REQ', []],
  ] as const)('%s', (_, event, order, actor, expected) => {
    expect(orderEventRecipients(event, order, actor).map((r) => [r.userCode, r.reason])).toEqual(expected);
  });

  it('tells a person once even when they play two parts', () => {
    const selfApproved = { ...promo, approverCode: 'REQ', orderApprovalStatus: 'REQUIRES APPROVER' as const };
    expect(orderEventRecipients('denied', selfApproved, 'SEN')).toEqual([{ userCode: 'REQ', reason: 'awaitsReview' }]);
  });
});

describe('notification texts', () => {
  const notification = {
    event: 'shipped' as const,
    reason: 'requester' as const,
    actorName: 'Chloe Dubois',
    order: { orderNumber: '100234', type: 'SAMPLE' as const },
  };

  it('reads the same event in every language, with the order number and actor in each', () => {
    for (const language of Object.keys(notificationTexts)) {
      const { title, reason } = describeNotification(language, notification);
      expect(title).toContain('100234');
      expect(title).toContain('Chloe Dubois');
      expect(title).not.toMatch(/\{\w+\}/);
      expect(reason.length).toBeGreaterThan(0);
    }
    expect(describeNotification('de-DE', notification).title).toBe(
      'Chloe Dubois hat die Musterbestellung 100234 versandt',
    );
    expect(describeNotification('xx-XX', notification).title).toBe('Chloe Dubois shipped sample order 100234');
  });

  it('tells of a lapse in every language without naming the order system as a person', () => {
    const lapse = { ...notification, event: 'expired' as const, actorName: 'Order system' };
    for (const language of Object.keys(notificationTexts)) {
      const { title } = describeNotification(language, lapse);
      expect(title).toContain('100234');
      expect(title).not.toContain('Order system');
      expect(title).not.toMatch(/\{\w+\}/);
    }
    expect(describeNotification('en-US', lapse).title).toBe(
      'Your sample order 100234 lapsed: no approver decided in time',
    );
  });

  it('writes the e-mail in the recipient language with the order link', () => {
    const mail = notificationMail('fr-FR', { ...notification, recipientName: 'Maya', link: 'https://s/o/1' });
    expect(mail.subject).toBe("Stride: Chloe Dubois a expédié la commande d'échantillons 100234");
    expect(mail.text).toContain('Bonjour Maya,');
    expect(mail.text).toContain('https://s/o/1');
  });

  it('leads to the order page of its type', () => {
    expect(orderPagePath({ type: 'PROMO', orderNumber: '77' })).toBe('/orders/promos/order/77');
    expect(orderPagePath({ type: 'SAMPLE', orderNumber: '8' })).toBe('/orders/samples/order/8');
    expect(orderPagePath({ type: 'WHOLESALE', orderNumber: 'W 9' })).toBe('/orders/wholesale/order/W%209');
  });
});
