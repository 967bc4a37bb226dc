// The SQL schema of the claims API, as numbered migrations applied in order. A released migration is
// never edited: a change of schema is a new migration at the end, so every database reaches the same schema.

export interface Migration {
  readonly version: number;
  readonly name: string;
  /** One statement each: PGlite's extended protocol runs a single statement per query. */
  readonly statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "claims, documents, idempotency keys, tracking events and rate-limit counters",
    statements: [
      `CREATE TABLE claims (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        reference_code text NOT NULL UNIQUE,
        form_type text NOT NULL,
        culture text NOT NULL,
        payload jsonb NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        request_hash text NOT NULL,
        received_at timestamptz NOT NULL
      )`,
      // Bytes live in the row, so a claim and its files commit (and back up) together.
      `CREATE TABLE claim_documents (
        claim_id bigint NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
        position int NOT NULL,
        context_client_id text NOT NULL,
        name text NOT NULL,
        media_type text NOT NULL,
        size bigint NOT NULL CHECK (size >= 0),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        bytes bytea NOT NULL,
        PRIMARY KEY (claim_id, position)
      )`,
      `CREATE INDEX claim_documents_by_context ON claim_documents (claim_id, context_client_id)`,
      // in_flight rows carry a lease; done rows carry the answer every retry gets again.
      `CREATE TABLE idempotency_keys (
        key text PRIMARY KEY,
        request_hash text NOT NULL,
        state text NOT NULL CHECK (state IN ('in_flight', 'done')),
        lease_until timestamptz NOT NULL,
        answer_status int,
        answer_body json,
        reference_code text REFERENCES claims (reference_code),
        acquired_at timestamptz NOT NULL,
        CHECK ((state = 'done') = (answer_status IS NOT NULL))
      )`,
      `CREATE TABLE tracking_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        form_type text NOT NULL,
        field_key text NOT NULL,
        field_value jsonb NOT NULL,
        received_at timestamptz NOT NULL
      )`,
      `CREATE TABLE rate_limit_counters (
        bucket text NOT NULL,
        address text NOT NULL,
        window_start timestamptz NOT NULL,
        count int NOT NULL CHECK (count > 0),
        PRIMARY KEY (bucket, address, window_start)
      )`
    ]
  },
  {
    version: 2,
    name: "failed authorizations per notice id, for lock-outs",
    statements: [
      // notice_key is an HMAC of the notice id under the member key: the notice id itself is never stored.
      `CREATE TABLE credential_failures (
        notice_key text PRIMARY KEY,
        failures int NOT NULL CHECK (failures > 0),
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz
      )`
    ]
  },
  {
    version: 3,
    name: "the member who filed each claim, one claim per member and form type and slot",
    statements: [
      // member_key is an HMAC of the member's credentials under the member key: never the credentials.
      // Claims filed before this migration have none and count against no member.
      "ALTER TABLE claims ADD COLUMN member_key text",
      "ALTER TABLE claims ADD COLUMN member_slot int CHECK (member_slot >= 0)",
      "ALTER TABLE claims ADD CONSTRAINT claims_member_key_with_slot CHECK ((member_key IS NULL) = (member_slot IS NULL))",
      // A member allowed n claims of a form type holds slots 0 to n-1: two racing filings cannot take one slot.
      "CREATE UNIQUE INDEX claims_member_slots ON claims (form_type, member_key, member_slot)"
    ]
  },
  {
    version: 4,
    name: "documents in a document store, named by their SHA-256",
    statements: [
      // A row without bytes has its document in the document store, under its sha256.
      "ALTER TABLE claim_documents ALTER COLUMN bytes DROP NOT NULL",
      "CREATE INDEX claim_documents_by_sha256 ON claim_documents (sha256)"
    ]
  },
  {
    version: 5,
    name: "the class-member roster, imported for a class too large for members.json",
    statements: [
      // One row: the roster's columns, which every member row's values follow.
      `CREATE TABLE roster (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        credential_fields jsonb NOT NULL,
        prepopulated_fields jsonb NOT NULL,
        prepopulated_metadata jsonb,
        member_count int NOT NULL CHECK (member_count >= 0),
        imported_at timestamptz NOT NULL
      )`,
      // member_key is an HMAC of the member's credentials under the member key: never the credentials.
      `CREATE TABLE roster_members (
        member_key text PRIMARY KEY,
        form_types jsonb NOT NULL,
        prepopulated jsonb NOT NULL,
        wallet_email text
      )`
    ]
  },
  {
    version: 6,
    name: "which member key the roster was imported under",
    statements: [
      // An HMAC of a fixed text under the member key: a server with another MEMBER_KEY could find no member.
      "ALTER TABLE roster ADD COLUMN key_check text"
    ]
  },
  {
    version: 7,
    name: "claimants' drafts, sealed, one per member and form type",
    statements: [
      // member_key is an HMAC of the member's credentials; sealed is the draft under AES-256-GCM (draft-sealing.ts),
      // so the database never holds a claimant's answers in clear. version orders the saves of several tabs.
      `CREATE TABLE claim_drafts (
        form_type text NOT NULL,
        member_key text NOT NULL,
        version int NOT NULL CHECK (version >= 1),
        sealed bytea NOT NULL,
        saved_at timestamptz NOT NULL,
        PRIMARY KEY (form_type, member_key)
      )`
    ]
  }
];
