import "server-only";
import { lookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

// Addresses the server sends to on a creator's say-so (Trigger post's automation address) must
// be on the public internet: otherwise any creator could make the server call, and read the
// answers of, services inside its own network. DNS is checked as the connection is made, not
// before, so a name can't resolve to a public address for a check and a private one after.

const notPublic = new BlockList();
const IPV4 = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const;
const IPV6 = [
  ["::", 96], // unspecified, loopback and the old IPv4-compatible addresses
  ["64:ff9b::", 96], // NAT64 of IPv4 addresses
  ["64:ff9b:1::", 48], // local-use NAT64
  ["2001::", 32], // Teredo tunnels, which carry an IPv4 address
  ["2002::", 16], // 6to4, which carries an IPv4 address
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const;
for (const [network, prefix] of IPV4) notPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of IPV6) notPublic.addSubnet(network, prefix, "ipv6");

/** Whether an IP address is on the public internet. IPv4-mapped IPv6 addresses count as their IPv4 address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} is not a public address`);
    this.name = "PrivateAddressError";
  }
}

/** Whether a URL names its host by a private address or as localhost, without looking anything up. */
export function namesPrivateHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return isIP(host) !== 0 && !isPublicAddress(host);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup for http.request's `lookup` option, refusing a name that resolves to any address that isn't public. */
export function publicOnlyLookup(hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(Object.assign(new PrivateAddressError(hostname), { code: "EPRIVATEADDRESS" }), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}
