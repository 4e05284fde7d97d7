import net from 'node:net';

/** What Fastify's `trustProxy` takes from us: nothing, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const isAddressOrCidr = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * DKP_TRUST_PROXY: which hops may set `X-Forwarded-For`. `false` (default): none, the
 * client address is the TCP peer. A whole number N: the last N hops are proxies, so the
 * address is the one N entries from the right of the chain. A comma-separated list of
 * addresses or CIDRs: only those peers are proxies. `true` is kept for old configurations
 * and means one hop: trusting every hop would let a client pick its address by sending
 * its own `X-Forwarded-For`, and so dodge the per-address sign-in back-off.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || /^(0|false|no|off)$/i.test(text)) return false;
  if (/^(true|yes|on)$/i.test(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.find((e) => !isAddressOrCidr(e));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(`DKP_TRUST_PROXY takes false, a hop count or a list of proxy addresses/CIDRs, got '${bad ?? text}'`);
  }
  return entries;
}

/**
 * The value for Fastify's `trustProxy`. A hop count becomes the function Fastify would build
 * from it (its types leave the number out): hop `i` counted from the peer is trusted when `i < n`.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
