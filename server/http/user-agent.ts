import net from 'node:net';
import Bowser from 'bowser';

/** Browsers already described; a console is used from a handful of User-Agents, so this stays small. */
const described = new Map<string, string>();
const CACHE_MAX = 1000;

const majorMinor = (version: string | undefined): string => (version ? version.split('.').slice(0, 2).join('.') : '');

/**
 * `Chrome 120.0 / Windows 10` from a User-Agent header (bowser), as 在线用户 and the log
 * screens show it; the raw text cut short when bowser recognises nothing, `''` for none.
 */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return '';
  const cached = described.get(userAgent);
  if (cached !== undefined) return cached;
  const { browser, os } = Bowser.parse(userAgent);
  const name = [browser.name, majorMinor(browser.version)].filter(Boolean).join(' ');
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  const text = name || system ? [name || '未知浏览器', system].filter(Boolean).join(' / ') : userAgent.slice(0, 100);
  if (described.size >= CACHE_MAX) described.clear();
  described.set(userAgent, text);
  return text;
}

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];

/**
 * IP来源: `内网IP` for loopback, private and link-local addresses, otherwise `未知` (the
 * originals look the address up in a geo database, which this server does not ship).
 */
export function ipSource(ip: string | null): string {
  if (!ip) return '未知';
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(v4)) return PRIVATE_V4.some((r) => r.test(v4)) ? '内网IP' : '未知';
  const lower = ip.toLowerCase();
  if (lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return '内网IP';
  return '未知';
}
