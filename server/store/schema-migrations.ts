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
  },
  {
    version: 8,
    name: "filing a claim in one statement",
    statements: [
      // The filing of claim-filing.queries.ts in one call, so a claim costs one round trip and its statements'
      // plans are kept by the session, not parsed and planned per claim. It runs inside the caller's
      // transaction and answers in JSON: "mismatch" (the key is another body's), "done" (the key's stored
      // answer), "full" (the member's first claim; nothing written but the key's lock), "exhausted" (every
      // code drawn was taken) or "filed" (claim, documents without bytes, the draft removed, the key settled
      // with the answer for the code used). p_codes and p_answers are JSON arrays, one answer per code, in
      // the order to try; p_documents a JSON array of document rows.
      `CREATE FUNCTION file_claim(
        p_key text, p_request_hash text, p_received_at timestamptz, p_form_type text, p_culture text, p_payload jsonb,
        p_member_key text, p_claims_allowed int, p_codes json, p_answers json, p_documents json
      ) RETURNS json LANGUAGE plpgsql AS $$
      DECLARE
        held record;
        taken int[];
        first_code text;
        free_slot int;
        new_id bigint;
        code_at int := 0;
        looks int := 0;
      BEGIN
        -- A no-op update on a conflict locks the key's row and returns it as committed.
        INSERT INTO idempotency_keys AS k (key, request_hash, state, lease_until, acquired_at)
        VALUES (p_key, p_request_hash, 'in_flight', p_received_at, p_received_at)
        ON CONFLICT (key) DO UPDATE SET state = k.state
        RETURNING k.request_hash, k.state, k.answer_status, k.answer_body, k.reference_code INTO held;
        IF held.request_hash <> p_request_hash THEN
          RETURN json_build_object('outcome', 'mismatch');
        END IF;
        IF held.state = 'done' THEN
          RETURN json_build_object('outcome', 'done', 'referenceCode', held.reference_code, 'status', held.answer_status, 'body', held.answer_body);
        END IF;
        LOOP
          -- A lost slot is one a committed claim of the member now holds, so looking again ends too.
          SELECT array_agg(c.member_slot), (array_agg(c.reference_code ORDER BY c.received_at, c.id))[1] INTO taken, first_code
          FROM claims c WHERE c.form_type = p_form_type AND c.member_key = p_member_key;
          free_slot := NULL;
          FOR slot IN 0 .. p_claims_allowed - 1 LOOP
            IF taken IS NULL OR NOT (slot = ANY (taken)) THEN
              free_slot := slot;
              EXIT;
            END IF;
          END LOOP;
          IF free_slot IS NULL THEN
            RETURN json_build_object('outcome', 'full', 'referenceCode', first_code);
          END IF;
          INSERT INTO claims (reference_code, form_type, culture, payload, idempotency_key, request_hash, received_at, member_key, member_slot)
          VALUES (p_codes ->> code_at, p_form_type, p_culture, p_payload, p_key, p_request_hash, p_received_at, p_member_key, free_slot)
          ON CONFLICT DO NOTHING
          RETURNING id INTO new_id;
          EXIT WHEN new_id IS NOT NULL;
          IF EXISTS (SELECT 1 FROM claims c WHERE c.reference_code = p_codes ->> code_at) THEN
            code_at := code_at + 1;
          END IF;
          looks := looks + 1;
          IF code_at >= json_array_length(p_codes) OR looks >= json_array_length(p_codes) + p_claims_allowed THEN
            RETURN json_build_object('outcome', 'exhausted');
          END IF;
        END LOOP;
        INSERT INTO claim_documents (claim_id, position, context_client_id, name, media_type, size, sha256)
        SELECT new_id, d.position, d.context_client_id, d.name, d.media_type, d.size, d.sha256
        FROM json_to_recordset(p_documents) AS d(position int, context_client_id text, name text, media_type text, size bigint, sha256 text);
        DELETE FROM claim_drafts WHERE form_type = p_form_type AND member_key = p_member_key;
        UPDATE idempotency_keys
        SET state = 'done', answer_status = (p_answers -> code_at ->> 'status')::int, answer_body = p_answers -> code_at -> 'body', reference_code = p_codes ->> code_at
        WHERE key = p_key;
        RETURN json_build_object('outcome', 'filed', 'id', new_id::text, 'referenceCode', p_codes ->> code_at);
      END
      $$`
    ]
  },
  {
    version: 9,
    name: "document bytes stored as they came, never compressed again",
    statements: [
      // Uploads are mostly PDFs, JPEGs and PNGs, compressed already: PostgreSQL's own compression of a 150 KB
      // document only costs the database its CPU before it gives up and stores the bytes as they are. (A
      // scanner's uncompressed TIFF is stored as large as it came.)
      "ALTER TABLE claim_documents ALTER COLUMN bytes SET STORAGE EXTERNAL"
    ]
  },
  {
    version: 10,
    name: "filing a claim and its documents' bytes in one statement",
    statements: [
      // file_claim with the documents' bytes, for a store that keeps them in their rows (PostgreSQL): every
      // document's bytes one after another in p_bytes, each row of p_documents saying where its own start
      // (start, size), their total checked against the bytes given. One statement outside any transaction is
      // one transaction: the claim costs one round trip, not BEGIN, the call, an insert per document and
      // COMMIT. With p_bytes null the rows hold no bytes (a document store has them). The eleven-argument
      // file_claim stays for replicas of the version before while they are replaced; a later migration may
      // drop it once none runs.
      `CREATE FUNCTION file_claim(
        p_key text, p_request_hash text, p_received_at timestamptz, p_form_type text, p_culture text, p_payload jsonb,
        p_member_key text, p_claims_allowed int, p_codes json, p_answers json, p_documents json, p_bytes bytea
      ) RETURNS json LANGUAGE plpgsql AS $$
      DECLARE
        held record;
        taken int[];
        first_code text;
        free_slot int;
        new_id bigint;
        code_at int := 0;
        looks int := 0;
      BEGIN
        IF p_bytes IS NOT NULL AND octet_length(p_bytes) <> (SELECT coalesce(sum(d.size), 0) FROM json_to_recordset(p_documents) AS d(size bigint)) THEN
          RAISE EXCEPTION 'file_claim was given % bytes for documents of % bytes', octet_length(p_bytes),
            (SELECT coalesce(sum(d.size), 0) FROM json_to_recordset(p_documents) AS d(size bigint));
        END IF;
        -- A no-op update on a conflict locks the key's row and returns it as committed.
        INSERT INTO idempotency_keys AS k (key, request_hash, state, lease_until, acquired_at)
        VALUES (p_key, p_request_hash, 'in_flight', p_received_at, p_received_at)
        ON CONFLICT (key) DO UPDATE SET state = k.state
        RETURNING k.request_hash, k.state, k.answer_status, k.answer_body, k.reference_code INTO held;
        IF held.request_hash <> p_request_hash THEN
          RETURN json_build_object('outcome', 'mismatch');
        END IF;
        IF held.state = 'done' THEN
          RETURN json_build_object('outcome', 'done', 'referenceCode', held.reference_code, 'status', held.answer_status, 'body', held.answer_body);
        END IF;
        LOOP
          -- A lost slot is one a committed claim of the member now holds, so looking again ends too.
          SELECT array_agg(c.member_slot), (array_agg(c.reference_code ORDER BY c.received_at, c.id))[1] INTO taken, first_code
          FROM claims c WHERE c.form_type = p_form_type AND c.member_key = p_member_key;
          free_slot := NULL;
          FOR slot IN 0 .. p_claims_allowed - 1 LOOP
            IF taken IS NULL OR NOT (slot = ANY (taken)) THEN
              free_slot := slot;
              EXIT;
            END IF;
          END LOOP;
          IF free_slot IS NULL THEN
            RETURN json_build_object('outcome', 'full', 'referenceCode', first_code);
          END IF;
          INSERT INTO claims (reference_code, form_type, culture, payload, idempotency_key, request_hash, received_at, member_key, member_slot)
          VALUES (p_codes ->> code_at, p_form_type, p_culture, p_payload, p_key, p_request_hash, p_received_at, p_member_key, free_slot)
          ON CONFLICT DO NOTHING
          RETURNING id INTO new_id;
          EXIT WHEN new_id IS NOT NULL;
          IF EXISTS (SELECT 1 FROM claims c WHERE c.reference_code = p_codes ->> code_at) THEN
            code_at := code_at + 1;
          END IF;
          looks := looks + 1;
          IF code_at >= json_array_length(p_codes) OR looks >= json_array_length(p_codes) + p_claims_allowed THEN
            RETURN json_build_object('outcome', 'exhausted');
          END IF;
        END LOOP;
        INSERT INTO claim_documents (claim_id, position, context_client_id, name, media_type, size, sha256, bytes)
        SELECT new_id, d.position, d.context_client_id, d.name, d.media_type, d.size, d.sha256,
          CASE WHEN p_bytes IS NULL THEN NULL ELSE substring(p_bytes FROM d.start + 1 FOR d.size::int) END
        FROM json_to_recordset(p_documents) AS d(position int, context_client_id text, name text, media_type text, size bigint, sha256 text, start int);
        DELETE FROM claim_drafts WHERE form_type = p_form_type AND member_key = p_member_key;
        UPDATE idempotency_keys
        SET state = 'done', answer_status = (p_answers -> code_at ->> 'status')::int, answer_body = p_answers -> code_at -> 'body', reference_code = p_codes ->> code_at
        WHERE key = p_key;
        RETURN json_build_object('outcome', 'filed', 'id', new_id::text, 'referenceCode', p_codes ->> code_at);
      END
      $$`
    ]
  },
  {
    version: 11,
    name: "administrators, and what exports, look-ups and counts read claims by",
    statements: [
      // token_hash is the SHA-256 of the secret part of the administrator's token: the token itself is shown
      // once, when it is made, and never stored. A revoked administrator keeps their row, so the log's names stay theirs.
      `CREATE TABLE administrators (
        name text PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
        token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        added_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`,
      // The transaction that filed each claim: an export's cursor is a snapshot, and the claims a run gives are
      // those its snapshot sees and the last run's did not, whatever order transactions committed in. Claims
      // filed before this migration take the migration's own, which every later snapshot sees.
      "ALTER TABLE claims ADD COLUMN filed_xid xid8 NOT NULL DEFAULT pg_current_xact_id()",
      "CREATE INDEX claims_by_filed_xid ON claims (filed_xid)",
      "CREATE INDEX claims_by_received_at ON claims (received_at)"
    ]
  }
];
