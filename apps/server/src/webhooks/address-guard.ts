import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** An address a delivery may connect to, found when its host was checked (so DNS cannot change it after). */
export type CheckedAddress = { address: string; family: 4 | 6 };

/** Where an endpoint may be: the default refuses the server's own networks and plain http. */
export type WebhookReach = { allowPrivate: boolean; allowHttp: boolean };

/** Why an endpoint's address is refused, in words an administrator can act on. */
export class RefusedWebhookAddress extends Error {
  override name = 'RefusedWebhookAddress';
}

/**
 * The server's own and nobody's networks: unspecified, loopback, private, carrier-grade NAT,
 * link-local, unique-local, multicast and reserved. BlockList judges an IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) by the IPv4 rules.
 */
const ownNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  ownNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // :: and ::1, and the deprecated IPv4-compatible ::a.b.c.d.
  ['::', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  ownNetworks.addSubnet(network, prefix, 'ipv6');
}

export const isOwnNetworkAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return true;
  return ownNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * Checks an endpoint's URL and resolves its host: every address the host has must be outside
 * the server's own networks (unless allowed), so a name that also points inward is refused. The
 * delivery then connects to the address checked here.
 */
export const checkWebhookUrl = async (url: URL, reach: WebhookReach): Promise<CheckedAddress> => {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && reach.allowHttp)) {
    throw new RefusedWebhookAddress('The address must start with https://.');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const addresses =
    literal === 0
      ? await lookup(host, { all: true, verbatim: true }).catch(() => {
          throw new RefusedWebhookAddress(`The host ${host} could not be found.`);
        })
      : [{ address: host, family: literal }];
  const [first] = addresses;
  if (!first) throw new RefusedWebhookAddress(`The host ${host} could not be found.`);
  if (!reach.allowPrivate && addresses.some(({ address }) => isOwnNetworkAddress(address))) {
    throw new RefusedWebhookAddress(`The host ${host} is on a private, loopback or link-local network.`);
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
};
