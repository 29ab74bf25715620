/** Small helpers for request texts shared by the modules. */

/** Mainland-China mobile number: 11 digits starting 13 to 19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The client address of a request: the peer, or the client a trusted proxy names (TRUST_PROXY). */
export function clientAddress(request: { ip?: string; socket?: { remoteAddress?: string } }) {
  return request.ip ?? request.socket?.remoteAddress ?? '';
}
