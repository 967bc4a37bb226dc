// The settlement's administrators: a name each and the hash of their token's secret, never the token. Adding
// one makes a row, revoking one stamps it, and a revoked administrator is never found again. Safe to call from
// many replicas sharing one database.

/** What an administrator's name may be: it is written in their token and in the security log. */
export const ADMINISTRATOR_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface Administrator {
  readonly name: string;
  /** The SHA-256 of the token's secret part, in lowercase hex. */
  readonly tokenHash: string;
  readonly addedAt: Date;
  /** When the administrator was revoked; null while their token is good. */
  readonly revokedAt: Date | null;
}

export interface Administrators {
  /** Adds an administrator; false, and nothing written, when the name is taken (revoked names stay taken). */
  readonly add: (name: string, tokenHash: string, now: Date) => Promise<boolean>;
  /** Every administrator, revoked ones too, by name. */
  readonly list: () => Promise<readonly Administrator[]>;
  /** Revokes a good token; false when there is no such administrator or they were revoked already. */
  readonly revoke: (name: string, now: Date) => Promise<boolean>;
  /** The administrator whose token is good, by name; null for an unknown or revoked one. */
  readonly active: (name: string) => Promise<Administrator | null>;
}
