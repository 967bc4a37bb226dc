// userConfirmsNone (spec section 5, "A 'user confirms none' rule makes a field required when a given list is
// empty"): while the record list the params name holds no saved record, the field must confirm that there is
// none to give (a ticked "I have no documents"); one saved record lifts it. params: { list: the metadataHash
// of a record template of the same form } (model-config-checks.ts refuses any other). Issue: userConfirmsNone;
// userConfirmsNoneWithRecords for a confirmation left beside saved records.
import { Schema } from "effect";
import { userConfirmsNone } from "../client/user-confirms-none.ts";
import { type RuleAdapter, defineRule } from "./rule-adapter.ts";

export const USER_CONFIRMS_NONE = "userConfirmsNone";

export const UserConfirmsNoneParams = Schema.Struct({ list: Schema.NonEmptyString });

export const userConfirmsNoneRule: RuleAdapter = defineRule({
  type: USER_CONFIRMS_NONE,
  params: UserConfirmsNoneParams,
  judgesBlank: true,
  compile: (params) => (context) => {
    const found = userConfirmsNone(context.path, context.savedRecords(params.list))(context.value);
    return found === null ? [] : [found];
  }
});
