import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../support/browser';

type Received = { headers: Record<string, string | string[] | undefined>; body: string };

/** Issue 26: an administrator registers an endpoint, sends it a test ping, and sees the delivery. */
describe('webhooks', () => {
  const browser = useBrowser();
  const received: Received[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  let receiverUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stride-events`;
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('registers an endpoint whose secret is shown once, and a test ping reaches it signed', async () => {
    const page = await browser.newPage();
    await logIn(page, 'admin@stride.demo');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Webhooks' }).click();
    await page.waitForURL('**/admin/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'New endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await form.getByRole('textbox', { name: /Address/ }).fill(receiverUrl);
    await form.getByRole('checkbox', { name: /order\.status_changed/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();

    const shown = page.getByRole('dialog', { name: 'Endpoint registered' });
    await shown.getByText(/it will not be shown again/).waitFor();
    const secret = await shown.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    const row = page.getByTestId('webhook-row').filter({ hasText: receiverUrl });
    await row.getByText('Enabled').waitFor();
    expect(await page.content()).not.toContain(secret);

    await row.getByRole('button', { name: 'Send test' }).click();
    const delivery = page.getByTestId('webhook-delivery').filter({ hasText: 'ping' });
    await delivery.getByText('Delivered').waitFor({ timeout: 20_000 });
    await delivery.getByText('204').waitFor();

    expect(received).toHaveLength(1);
    const [ping] = received;
    const { t, v1 } = Object.fromEntries(
      String(ping!.headers['x-stride-signature'])
        .split(',')
        .map((part) => part.split('=')),
    );
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${ping!.body}`).digest('hex'));
    expect(JSON.parse(ping!.body)).toMatchObject({ event: 'ping', id: ping!.headers['x-stride-event-id'] });
  });
});
