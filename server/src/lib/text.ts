/** Small helpers for request texts shared by the modules. */
import ipaddr from 'ipaddr.js';

/** Mainland-China mobile number: 11 digits starting 13 to 19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The client address of a request: the peer, or the client a trusted proxy names (TRUST_PROXY). */
export function clientAddress(request: { ip?: string; socket?: { remoteAddress?: string } }) {
  return request.ip ?? request.socket?.remoteAddress ?? '';
}

/**
 * What a limit per client address counts by: the addresses one client can take in turn
 * share a key. An IPv6 address counts by its /64 network (one household or phone is given
 * a whole /64), an IPv4-mapped IPv6 address as the IPv4 address it carries, and every
 * loopback address (127.0.0.0/8 and ::1: this machine) as one. Text that is no address is
 * its own key.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.range() === 'loopback') return 'loopback';
  if (ip.kind() === 'ipv4') return ip.toString();
  const [a = 0, b = 0, c = 0, d = 0] = (ip as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toRFC5952String()}/64`;
}
