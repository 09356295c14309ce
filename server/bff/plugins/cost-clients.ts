import { createHash } from 'node:crypto';
import type { Session } from '../session.ts';
import type { BucketPolicy } from './cost-budget.ts';

// Whose bucket pays for a request (plugins/cost.ts): a signed-in client's own, or its address's.

/** How long a bearer token the Banca API accepted is trusted as a client of its own. */
const VERIFIED_TTL_MS = 5 * 60_000;
const VERIFIED_MAX = 10_000;

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** A client's bucket: per session or verified token when signed in, per address otherwise. */
export interface Client {
  key: string;
  policy: BucketPolicy;
}

export interface CostClientsOptions {
  signedIn: BucketPolicy;
  anonymous: BucketPolicy;
  now: () => number;
  /** The caller's session for a request with no GraphQL context yet (a cache hit, a new document). */
  sessionOf?: (request: Request) => Promise<Session>;
  /** Asks the Banca API for the user of a request's bearer token (rejects when it is refused). */
  verifyBearer?: (request: Request, session: Session) => Promise<unknown>;
}

export interface CostClients {
  /**
   * Whose bucket pays. Without `verify` (refusals, cache hits) no upstream call is made: a bearer token
   * not verified recently is its address. `verify` asks the Banca API for the token's user.
   */
  clientOf: (
    session: Session,
    clientIp: string | undefined,
    verify?: () => Promise<unknown>,
  ) => Promise<Client>;
  /** The bucket of an address: every request without a known credential. */
  addressOf: (clientIp: string | undefined) => Client;
  /**
   * The client of a request that has no GraphQL context yet: a cache hit (no upstream call), or a document
   * not yet parsed (`verify`: a bearer token not verified recently is asked about, as at admission, so a
   * signed-in client does not pay from an address that others have drained).
   */
  payerOf: (request: Request, clientIp: string | undefined, verify?: boolean) => Promise<Client>;
}

export function createCostClients(options: CostClientsOptions): CostClients {
  const { signedIn, anonymous, now } = options;
  // Bearer tokens the Banca API accepted, by hash, until when they are trusted without asking again.
  const verified = new Map<string, number>();

  /** A bearer token is a client of its own once the Banca API has accepted it; until then it is its address. */
  async function bearerVerified(verify: () => Promise<unknown>, tokenHash: string): Promise<boolean> {
    const until = verified.get(tokenHash);
    if (until !== undefined && until > now()) return true;
    try {
      await verify();
    } catch {
      return false;
    }
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(tokenHash, now() + VERIFIED_TTL_MS);
    return true;
  }

  const addressOf = (clientIp: string | undefined): Client => ({
    key: `ip:${clientIp ?? 'unknown'}`,
    policy: anonymous,
  });

  async function clientOf(
    session: Session,
    clientIp: string | undefined,
    verify?: () => Promise<unknown>,
  ): Promise<Client> {
    const token = session.token;
    const tokenHash = token ? hash(token) : undefined;
    const known =
      tokenHash &&
      (session.source === 'cookie' ||
        (verify ? await bearerVerified(verify, tokenHash) : (verified.get(tokenHash) ?? 0) > now()));
    if (known) return { key: `t:${tokenHash}`, policy: signedIn };
    return addressOf(clientIp);
  }

  async function payerOf(request: Request, clientIp: string | undefined, verify = false): Promise<Client> {
    let session: Session | undefined;
    try {
      session = await options.sessionOf?.(request);
    } catch {
      // The session store is down: the request is still answered, on the address's budget.
    }
    if (!session) return addressOf(clientIp);
    const { verifyBearer } = options;
    const known = session;
    return clientOf(
      session,
      clientIp,
      verify && verifyBearer ? () => verifyBearer(request, known) : undefined,
    );
  }

  return { clientOf, addressOf, payerOf };
}
