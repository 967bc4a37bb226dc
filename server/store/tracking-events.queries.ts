// Keeps the tracking events the site sends (POST /api/telemetry/tracking) with their value's JSON type,
// so a number stays a number and a null stays a null.
import type { TrackingRecord } from "./claim-store.port.ts";
import type { SqlSession } from "./sql-database.port.ts";
import { requireStorableText } from "./storable-text.ts";

export const recordTracking = async (db: SqlSession, event: TrackingRecord): Promise<void> => {
  requireStorableText({ formType: event.formType, fieldKey: event.fieldKey, fieldValue: event.fieldValue });
  await db.query(
    `INSERT INTO tracking_events (form_type, field_key, field_value, received_at) VALUES ($1, $2, $3::jsonb, $4)`,
    [event.formType, event.fieldKey, JSON.stringify(event.fieldValue), event.receivedAt]
  );
};
