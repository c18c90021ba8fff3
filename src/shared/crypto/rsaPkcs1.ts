/**
 * RSA encryption with PKCS#1 v1.5 padding (RFC 8017, section 7.2.1), the scheme the
 * eladmin/yshop back ends decrypt. Web Crypto does not offer this padding, and the
 * jsencrypt library that does weighs about 18 KB gzip on every sign-in; with native
 * BigInt the public-key operation is a few lines. Only the public key is ever used
 * here, so there is no secret to leak through timing.
 */

interface Der {
  tag: number;
  start: number;
  end: number;
}

function readDer(bytes: Uint8Array, offset: number): Der {
  const tag = bytes[offset];
  let length = bytes[offset + 1];
  let start = offset + 2;
  if (tag === undefined || length === undefined) throw new Error('truncated key');
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('unsupported length');
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + (bytes[start + i] ?? 0);
    start += count;
  }
  const end = start + length;
  if (end > bytes.length) throw new Error('truncated key');
  return { tag, start, end };
}

const toBigInt = (bytes: Uint8Array): bigint => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/** The modulus and exponent of a PEM "PUBLIC KEY" (SPKI) or "RSA PUBLIC KEY" (PKCS#1). */
export function parsePublicKey(pem: string): { n: bigint; e: bigint; size: number } {
  const body = pem.replace(/-----(BEGIN|END)[A-Z ]+-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  let key = readDer(der, 0);
  if (key.tag !== 0x30) throw new Error('not a public key');
  const first = readDer(der, key.start);
  if (first.tag === 0x30) {
    // SPKI: SEQUENCE { AlgorithmIdentifier, BIT STRING { RSAPublicKey } }
    const bits = readDer(der, first.end);
    if (bits.tag !== 0x03) throw new Error('not a public key');
    key = readDer(der, bits.start + 1);
  }
  const modulus = readDer(der, key.start);
  const exponent = readDer(der, modulus.end);
  if (modulus.tag !== 0x02 || exponent.tag !== 0x02) throw new Error('not an RSA key');
  let nBytes = der.subarray(modulus.start, modulus.end);
  while (nBytes[0] === 0) nBytes = nBytes.subarray(1);
  return { n: toBigInt(nBytes), e: toBigInt(der.subarray(exponent.start, exponent.end)), size: nBytes.length };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** Random padding bytes, none of them zero (the padding's end is marked by a zero). */
function nonZeroRandom(length: number): Uint8Array {
  const out = new Uint8Array(length);
  let filled = 0;
  while (filled < length) {
    const batch = crypto.getRandomValues(new Uint8Array(length));
    for (const byte of batch) if (byte !== 0 && filled < length) out[filled++] = byte;
  }
  return out;
}

// The deployment has one key: parsed once, not on every sign-in.
let parsed: { pem: string; key: ReturnType<typeof parsePublicKey> } | undefined;
function publicKeyOf(pem: string): ReturnType<typeof parsePublicKey> {
  if (parsed?.pem !== pem) parsed = { pem, key: parsePublicKey(pem) };
  return parsed.key;
}

/** Encrypts `plain` (as UTF-8) and returns the base64 ciphertext, exactly the key's length. */
export function rsaEncrypt(plain: string, publicKeyPem: string): string {
  const { n, e, size } = publicKeyOf(publicKeyPem);
  const message = new TextEncoder().encode(plain);
  if (message.length > size - 11) throw new Error('message too long for the key');
  const block = new Uint8Array(size);
  block[1] = 0x02;
  block.set(nonZeroRandom(size - 3 - message.length), 2);
  block.set(message, size - message.length);
  let cipher = modPow(toBigInt(block), e, n);
  const out = new Uint8Array(size);
  for (let i = size - 1; i >= 0; i -= 1) {
    out[i] = Number(cipher & 0xffn);
    cipher >>= 8n;
  }
  let binary = '';
  for (const byte of out) binary += String.fromCharCode(byte);
  return btoa(binary);
}
