// @vitest-environment jsdom
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { orderErrorText } from '../orders/order-errors';
import { ApiRequestError } from '../shared/api/api-client';
import { fromInputDate, lineSizes, parseAmount, toInputDate } from './line-cells';
import { dateProblemText, packCodeWarning } from './order-messages';

beforeAll(async () => {
  await initI18n();
});

const t = (...args: Parameters<typeof i18n.t>) => i18n.t(...args);

describe('order messages', () => {
  it('shows a rejected submit as its title with each item’s style/colour and message on its own line', () => {
    const rejected = new ApiRequestError(409, '/api/orders/wholesale/active/batch/1', {
      messageCode: 'ITS_FE_ERROR_ORDER_REJECTED',
      message: 'Rejected',
      messageData: {
        items: [
          { style: '10001', color: 'BLK', message: 'No unit price' },
          { style: '', color: '', message: 'No customer' },
        ],
      },
    });
    expect(orderErrorText(i18n.t, rejected)).toBe(
      'The order system rejected the order:\n10001/BLK: No unit price\nNo customer',
    );
  });

  it('translates pack code warnings and the spec’s date messages', async () => {
    expect(packCodeWarning(i18n.t, { kind: 'totalNotMultiple', code: 'M6', packSize: 6 })).toBe(
      'Pack code M6: the total must be a multiple of 6.',
    );
    expect(dateProblemText(i18n.t, 'End date cannot be before start date')).toBe(
      'End date cannot be before start date',
    );
    await i18n.changeLanguage('de-DE');
    expect(packCodeWarning(i18n.t, { kind: 'notAllowed', code: 'B12' })).toBe('Packcode B12 ist nicht erlaubt.');
    expect(dateProblemText(i18n.t, 'Invalid Start Date')).toBe('Ungültiges Startdatum');
    await i18n.changeLanguage('en-US');
    expect(t('wholesaleOrders.styles.noData')).toBe('No style/color data found');
  });
});

describe('line cells', () => {
  it('reads dates from date inputs and writes them back', () => {
    expect(fromInputDate('2026-11-26')).toBe(20261026);
    expect(toInputDate(20261026)).toBe('2026-11-26');
    expect(fromInputDate('2026-02-30')).toBeNull();
    expect(fromInputDate('')).toBeNull();
    expect(toInputDate(null)).toBe('');
  });

  it('takes digits and a dot; negatives and other text are blank', () => {
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount('12.5', { integer: true })).toBe(12);
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('250', { max: 100 })).toBe(100);
  });

  it('lists the colour’s sizes first, then the line’s others', () => {
    expect(lineSizes({ '12': 1, '9': 2 }, ['8', '9', '10'])).toEqual(['8', '9', '10', '12']);
  });
});
