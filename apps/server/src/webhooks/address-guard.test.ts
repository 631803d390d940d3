import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isOwnNetworkAddress, RefusedWebhookAddress } from './address-guard.js';

describe('webhook address guard', () => {
  it.each([
    ['0.0.0.0', true],
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.254', true],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['224.0.0.251', true],
    ['255.255.255.255', true],
    ['::', true],
    ['::1', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['fc00::1', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:169.254.169.254', true],
    ['::ffff:10.0.0.1', true],
    ['not an address', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['93.184.216.34', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s is on the server own networks: %s', (address, refused) => {
    expect(isOwnNetworkAddress(address)).toBe(refused);
  });

  const closed = { allowPrivate: false, allowHttp: false };

  it('asks for https unless http is allowed', async () => {
    await expect(checkWebhookUrl(new URL('http://93.184.216.34/hook'), closed)).rejects.toThrow(/https/);
    await expect(
      checkWebhookUrl(new URL('http://93.184.216.34/hook'), { ...closed, allowHttp: true }),
    ).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    await expect(
      checkWebhookUrl(new URL('ftp://93.184.216.34/hook'), { allowPrivate: true, allowHttp: true }),
    ).rejects.toThrow(RefusedWebhookAddress);
  });

  it('refuses loopback, private and link-local hosts, by address or by name, unless allowed', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://[::1]:8443/',
      'https://169.254.169.254/latest',
      'https://[::ffff:10.0.0.1]/',
      'https://localhost/',
    ]) {
      await expect(checkWebhookUrl(new URL(url), closed), url).rejects.toThrow(/private, loopback or link-local/);
    }
    await expect(checkWebhookUrl(new URL('https://[::1]:8443/'), { ...closed, allowPrivate: true })).resolves.toEqual({
      address: '::1',
      family: 6,
    });
  });

  it('refuses a host that cannot be found', async () => {
    await expect(checkWebhookUrl(new URL('https://no-such-host.invalid/'), closed)).rejects.toThrow(
      /could not be found/,
    );
  });
});
