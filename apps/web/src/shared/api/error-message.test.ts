// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { ApiRequestError } from './api-client';
import { errorMessage } from './error-message';

const refusal = (messageData: Record<string, unknown>) =>
  new ApiRequestError(400, '/api/assortments/import/read', {
    messageCode: 'ITS_BE_ERROR_INVALID_INPUT',
    message: 'English text of the server',
    messageData,
  });

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  await i18next.changeLanguage('en-US');
});

describe('error messages', () => {
  it("say the server's precise reason in the person's language, numbers as they write them", async () => {
    const tooMany = refusal({ field: 'file', reason: 'tooManyRows', max: 100_000 });
    expect(errorMessage(i18next.t, tooMany)).toBe(
      'This sheet has more than 100,000 rows. Split it and import each part.',
    );
    await i18next.changeLanguage('de-DE');
    expect(errorMessage(i18next.t, tooMany)).toBe(
      'Diese Tabelle hat mehr als 100.000 Zeilen. Teilen Sie sie auf und importieren Sie jeden Teil.',
    );
  });

  it('fall back to the message code when the reason has no text', () => {
    expect(errorMessage(i18next.t, refusal({ field: 'file', reason: 'somethingNew' }))).toBe(
      'Please check file: the value is not valid.',
    );
  });
});
