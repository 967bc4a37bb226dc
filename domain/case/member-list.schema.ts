// members.json, the class-member list, in a compact table-like shape: the field names once at the top,
// then one short row per member whose values follow those names in order. Defaults shared by most
// members (their form types) are given once too.
import { Schema } from "effect";
import { WireValue } from "../api/field-values.schema.ts";
import { FORM_TYPES } from "../navigation/form-type.ts";

const FormTypeName = Schema.Literals(FORM_TYPES);

export const MemberRow = Schema.Struct({
  /** The credential values, in the order of credentialFields. */
  credentials: Schema.Array(Schema.String),
  /** Prepopulated values in the order of prepopulatedFields; null means no value for this member. */
  prepopulated: Schema.optionalKey(Schema.Array(WireValue)),
  /** The form types this member may file; the list's formTypes when absent. */
  formTypes: Schema.optionalKey(Schema.Array(FormTypeName)),
  /** The wallet account the member verified, for the payment election check. */
  walletEmail: Schema.optionalKey(Schema.String)
});

export type MemberRow = typeof MemberRow.Type;

export const MemberList = Schema.Struct({
  /** The credentials models' field keys that identify a member, e.g. ["noticeId", "pin"]. */
  credentialFields: Schema.NonEmptyArray(Schema.NonEmptyString),
  /** The prepopulated data keys, as prepopulatedDataKey names them ("FirstName" or "firstName"). */
  prepopulatedFields: Schema.optionalKey(Schema.Array(Schema.NonEmptyString)),
  /** Metadata sent with every member's prepopulated data item. */
  prepopulatedMetadata: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  /** The form types of every member that does not list its own. */
  formTypes: Schema.optionalKey(Schema.Array(FormTypeName)),
  members: Schema.Array(MemberRow)
});

export type MemberList = typeof MemberList.Type;
