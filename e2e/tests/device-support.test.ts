import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const EDGE_15 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Safari/537.36 Edge/15.15063';

/** Spec part 1 §1-2: the orientation alert on narrow tablets, and the gate for unsupported browsers. */
describe('device and browser support', () => {
  const browser = useBrowser();

  it('asks a touch device 900 px wide to rotate, and lets the person dismiss it', async () => {
    const page = await browser.newPage({ hasTouch: true, isMobile: false, viewport: { width: 900, height: 1200 } });
    await page.goto('/dashboard');
    const alert = page.getByRole('dialog', { name: 'Please rotate your device' });
    await alert.getByText('Stride works best in landscape. Turn your tablet sideways for the full view.').waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'hidden' });
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
  });

  it('does not ask a touch device 1280 px wide to rotate', async () => {
    const page = await browser.newPage({ hasTouch: true, isMobile: false, viewport: { width: 1280, height: 800 } });
    await page.goto('/dashboard');
    await page.getByRole('dialog', { name: 'Log in to Stride' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Please rotate your device' }).count()).toBe(0);
  });

  it('tells an Edge 15 user that the browser is unsupported and links to an upgrade', async () => {
    const page = await browser.newPage({ userAgent: EDGE_15 });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: "You're using an unsupported browser." }).waitFor();
    await page.getByText('Please upgrade your browser to use Stride.').waitFor();
    const upgrade = page.getByRole('link', { name: 'Upgrade your browser' });
    expect(await upgrade.getAttribute('href')).toBe('https://browsehappy.com/');
    expect(await page.getByRole('dialog', { name: 'Log in to Stride' }).count()).toBe(0);
  });
});
