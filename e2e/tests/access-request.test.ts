import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { linkIn, uniqueEmail } from '../support/api';
import { logIn, useBrowser } from '../support/browser';

/** Opens the newest outbox mail to `to` whose subject holds `subject` and reads the link in its text. */
const linkFromOutbox = async (admin: Page, to: string, subject: string) => {
  await admin.goto('/admin/outbox');
  const mail = admin.getByTestId('outbox-message').filter({ hasText: to }).filter({ hasText: subject }).first();
  await mail.getByRole('button').first().click();
  const text = (await mail.getByRole('region').textContent()) ?? '';
  return linkIn(text);
};

/**
 * Spec part 1 §2 (request access, email confirmed and set-password dialogs) end to end: the
 * visitor asks, confirms the e-mail, the administrator approves, the person chooses a password.
 */
describe('requesting access', () => {
  const browser = useBrowser();

  it('takes a visitor from the request through confirmation and approval to their first login', async () => {
    const email = uniqueEmail('request');
    const firstName = `Ada${Date.now().toString(36)}`;
    const visitor = await browser.newPage();
    await visitor.goto('/dashboard');
    await visitor.getByRole('button', { name: 'Request access' }).click();
    const request = visitor.getByRole('dialog', { name: 'Request access' });
    await request.getByLabel('First name').fill(firstName);
    await request.getByLabel('Last name').fill('Lovelace');
    await request.getByLabel('E-mail').fill(email);
    await request.getByLabel('Company').fill('Analytical Engines Ltd');
    await request.getByLabel('Country').fill('GBR');
    await request.getByLabel('Why do you need access?').fill('Planning the spring line.');
    await request.getByRole('button', { name: 'Send request' }).click();
    await request.getByText('Thank you. We sent you a verification e-mail.', { exact: false }).waitFor();

    const admin = await browser.newPage();
    await logIn(admin, 'admin@stride.demo');
    await admin.getByRole('link', { name: /Mail outbox/ }).click();
    await admin.getByRole('heading', { name: 'Mail outbox', level: 1 }).waitFor();
    const confirmLink = await linkFromOutbox(admin, email, 'please confirm your e-mail address');
    expect(confirmLink).toContain('/api/users/confirm-email/');

    await visitor.goto(confirmLink);
    await visitor.waitForURL('**/confirm-email/confirmed');
    const confirmed = visitor.getByRole('dialog', { name: 'E-mail confirmed' });
    await confirmed.getByText('Thank you, your e-mail address is confirmed.', { exact: false }).waitFor();
    await confirmed.getByRole('button', { name: 'OK' }).click();
    await visitor.waitForURL('**/dashboard');

    await admin.goto('/dashboard');
    await admin.getByRole('link', { name: /Users/ }).click();
    await admin.getByRole('tab', { name: 'Pending' }).click();
    await admin.waitForURL('**/admin/users?status=pending');
    await admin.getByTestId('user-row').filter({ hasText: email }).click();
    const drawer = admin.getByRole('form', { name: 'Edit user' });
    await drawer.getByRole('heading', { name: `${firstName} Lovelace` }).waitFor();
    await drawer.getByText('This person asked for access.', { exact: false }).waitFor();
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await admin.getByTestId('toast').filter({ hasText: 'Success' }).waitFor();

    const welcomeLink = await linkFromOutbox(admin, email, 'your access was approved');
    expect(new URL(welcomeLink).pathname).toMatch(/^\/set-password\/[^/]+\/[^/]+\/new$/);

    await visitor.goto(welcomeLink);
    const choose = visitor.getByRole('dialog', { name: 'Choose your password' });
    expect(await choose.getByLabel('E-mail').inputValue()).toBe(email);
    await choose.getByLabel('New password').fill('ada-first-password');
    await choose.getByLabel('Confirm password').fill('ada-first-password');
    await choose.getByRole('button', { name: 'Save password and log in' }).click();
    await visitor.getByRole('heading', { name: `Welcome back, ${firstName}` }).waitFor();
    await visitor.waitForURL('**/dashboard');
    await visitor.getByTestId('toast').filter({ hasText: "You've successfully logged in." }).waitFor();
  });
});
