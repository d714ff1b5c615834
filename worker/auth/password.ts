// Password hashing with scrypt at OWASP's setting for a 16 MiB budget (N=2^14, r=8, p=5):
// memory-hard, native in workerd (node:crypto), and below the isolate's 128 MB. The hash
// string carries its parameters, so they can be raised later and old hashes still verify.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

interface Params {
  logN: number;
  r: number;
  p: number;
}

export const productionParams: Params = { logN: 14, r: 8, p: 5 };
/** Today's parameters: production's, except where the browser tests lower them (below). */
let currentParams: Params = productionParams;

/**
 * A lower cost for new hashes in the tests, whose hundreds of members each cost a hash and a
 * check (a tenth of the suite's processor time at production's cost): the browser tests' server
 * asks for it with PASSWORD_HASH_COST=low and APP_ENV=development, in builds with the development
 * tools (worker/index.ts; the production build drops the call), and the worker tests' setup calls it.
 */
export function lowerHashingCost(): void {
  currentParams = { logN: 10, r: 8, p: 1 };
}
const keyLength = 32;
const prefix = "$scrypt$";

function derive(password: string, salt: Buffer, { logN, r, p }: Params): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { N: 2 ** logN, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `$scrypt$ln=14,r=8,p=5$<salt base64>$<hash base64>` (the PHC string format). */
export async function hashPassword(password: string, params: Params = currentParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `${prefix}ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const m = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!m) return null;
  const params = { logN: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  if (params.logN < 10 || params.logN > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  return { params, salt: Buffer.from(m[4]!, "base64"), key: Buffer.from(m[5]!, "base64") };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.params.logN !== currentParams.logN ||
    parsed.params.r !== currentParams.r ||
    parsed.params.p !== currentParams.p
  );
}

// Checked against when the e-mail has no account, so both answers take the same time. Its
// key matches no password (random bytes, not derived from one).
export const dummyHash = "$scrypt$ln=14,r=8,p=5$9FzEUG3AnqSsFsfVI3AwdA==$lUWvLWHiPVFsGN9pIpFpyrKTjc5JF9G4qTkT4qWg1HI=";
