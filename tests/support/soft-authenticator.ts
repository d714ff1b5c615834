// A software passkey authenticator for the worker tests: real attestation ("none") and assertion
// answers, signed with WebCrypto P-256 (ES256), as a phone or a password manager would make them.
// Each answer can be bent (another origin, an old counter, no user verification) to test refusals.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import { concat } from "./bytes";

interface Credential {
  id: string;
  keys: CryptoKeyPair;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface Bend {
  origin?: string;
  rpId?: string;
  /** The counter the authenticator reports (default: one more than last time, or 0 when it keeps none). */
  counter?: number;
  /** Whether the member was verified (PIN, fingerprint); default true. */
  userVerified?: boolean;
  /** Another challenge than the options' one. */
  challenge?: string;
  /** Registers an existing passkey (its id and key) again instead of making a new one. */
  reuse?: string;
}

const flags = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 };
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** WebCrypto signs ECDSA as r||s; WebAuthn wants ASN.1 DER. */
function derSignature(raw: Uint8Array): Uint8Array {
  const int = (b: Uint8Array) => {
    let i = 0;
    while (i < b.length - 1 && b[i] === 0) i++;
    let v = b.slice(i);
    if (v[0]! & 0x80) v = concat(new Uint8Array([0]), v);
    return concat(new Uint8Array([0x02, v.length]), v);
  };
  const body = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export class SoftAuthenticator {
  readonly credentials = new Map<string, Credential>();

  constructor(
    readonly origin = "https://forma.test",
    readonly rpId = "forma.test",
    /** Whether the authenticator keeps a signature counter (synced passkeys usually answer 0). */
    readonly keepsCounter = true,
  ) {}

  private clientData(type: string, challenge: string, origin: string) {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create: a new ES256 passkey for the options' account. */
  async create(options: PublicKeyCredentialCreationOptionsJSON, bend: Bend = {}): Promise<RegistrationResponseJSON> {
    const reused = bend.reuse ? this.credentials.get(bend.reuse) : undefined;
    const keys = reused?.keys ?? ((await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair);
    const jwk = (await crypto.subtle.exportKey("jwk", keys.publicKey)) as JsonWebKey;
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const rawId = reused ? isoBase64URL.toBuffer(reused.id) : crypto.getRandomValues(new Uint8Array(32));
    const id = b64(rawId);
    const rpId = bend.rpId ?? this.rpId;
    const counter = bend.counter ?? 0;
    const authData = concat(
      await sha256(new TextEncoder().encode(rpId)),
      new Uint8Array([flags.up | flags.at | (bend.userVerified === false ? 0 : flags.uv) | flags.be | flags.bs]),
      uint32(counter),
      new Uint8Array(16), // AAGUID: none
      new Uint8Array([0, rawId.length]),
      rawId,
      cose,
    );
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]) as never);
    if (!reused) this.credentials.set(id, { id, keys, rpId, userHandle: options.user.id, counter });
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", bend.challenge ?? options.challenge, bend.origin ?? this.origin)),
        attestationObject: b64(attestationObject),
        transports: ["internal", "hybrid"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get: an assertion by `credentialId` (default: the first passkey made). */
  async get(options: PublicKeyCredentialRequestOptionsJSON, credentialId?: string, bend: Bend = {}): Promise<AuthenticationResponseJSON> {
    const cred = this.credentials.get(credentialId ?? [...this.credentials.keys()][0]!);
    if (!cred) throw new Error("no such passkey");
    const counter = bend.counter ?? (this.keepsCounter ? cred.counter + 1 : 0);
    cred.counter = Math.max(cred.counter, counter);
    const authData = concat(
      await sha256(new TextEncoder().encode(bend.rpId ?? cred.rpId)),
      new Uint8Array([flags.up | (bend.userVerified === false ? 0 : flags.uv) | flags.be | flags.bs]),
      uint32(counter),
    );
    const clientDataJSON = this.clientData("webauthn.get", bend.challenge ?? options.challenge, bend.origin ?? this.origin);
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, cred.keys.privateKey, signed as Uint8Array<ArrayBuffer>));
    return {
      id: cred.id,
      rawId: cred.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(derSignature(raw)),
        userHandle: cred.userHandle,
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
