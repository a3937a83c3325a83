import ipaddr from 'ipaddr.js';

/**
 * Every block of the IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and later) that is not an
 * ordinary public host, listed here rather than taken from what an address library calls private: `::/96` (IPv4-
 * compatible IPv6, so `[::7f00:1]` is 127.0.0.1) and the blocks that embed an IPv4 address (mapped, NAT64, 6to4,
 * Teredo) would otherwise reach loopback or the LAN.
 */
const SPECIAL_PURPOSE = [
  // IPv4
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // shared address space (carrier-grade NAT)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (cloud metadata services)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation (TEST-NET-1)
  '192.31.196.0/24', // AS112-v4
  '192.52.193.0/24', // AMT
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '192.175.48.0/24', // direct delegation AS112
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation (TEST-NET-2)
  '203.0.113.0/24', // documentation (TEST-NET-3)
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and 255.255.255.255 broadcast
  // IPv6
  '::/96', // unspecified, loopback and IPv4-compatible addresses
  '::ffff:0:0/96', // IPv4-mapped
  '::ffff:0:0:0/96', // IPv4-translated
  '64:ff9b::/96', // NAT64 well-known prefix
  '64:ff9b:1::/48', // NAT64 local use
  '100::/64', // discard-only
  '2001::/23', // IETF protocol assignments (Teredo, ORCHID, benchmarking...)
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4
  '3fff::/20', // documentation
  '5f00::/16', // SRv6 SIDs
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // site-local
  'ff00::/8', // multicast
].map((cidr) => ipaddr.parseCIDR(cidr));

/** IPv6 outside 2000::/3 is not assigned to public hosts at all. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Whether this is an ordinary public host address: valid, and in none of the special-purpose blocks above. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (SPECIAL_PURPOSE.some((range) => range[0].kind() === parsed.kind() && parsed.match(range))) return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}
