import proxyAddr from 'proxy-addr';

/** What the configuration accepts as an address: this machine, a key set's URL, the proxies. */

/** This machine, as a HOST or as a URL's host name ([::1]). */
export const isLoopback = (host: string) =>
  ['localhost', '::1', '[::1]'].includes(host) || /^127(\.\d{1,3}){3}$/.test(host);

/** Signing keys come over https; plain http only from this machine (the bench, the tests). */
export function isKeysUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
}

/** TRUST_PROXY as Fastify takes it: a number of hops, addresses and ranges, or none (false). */
export function proxiesOf(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  return /^\d+$/.test(value) ? Number(value) : value.split(',').map((entry) => entry.trim());
}

/** 1 to 10 hops, or addresses and ranges as proxy-addr, which Fastify hands them to, takes them. */
export function isTrustProxy(value: string): boolean {
  const proxies = proxiesOf(value);
  if (proxies === false) return false;
  if (typeof proxies === 'number') return proxies >= 1 && proxies <= 10;
  try {
    proxyAddr.compile(proxies);
    return true;
  } catch {
    return false;
  }
}
