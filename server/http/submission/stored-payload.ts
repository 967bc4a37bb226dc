// What of a filed claim's credentials model is stored: the member's identifier field alone (the notice id),
// never the PIN (domain/submission/credential-identifier.ts). A claim sent without its credentials (the site
// came back to it after a reload, or on another device, where they were not typed again) is stored with the
// notice id its authorization carries, so every filed claim names its claimant the same way. Everything else
// in the payload is the claim itself and is kept as sent.
import type { FormType } from "../../../domain/navigation/form-type.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { camelCase } from "../../../domain/forms/camel-case.ts";
import { identifierOnly } from "../../../domain/submission/credential-identifier.ts";
import type { SubmittedModel } from "./claim-decoding.ts";

/** The client id of credentials the server adds from the authorization, where the site sent none. */
export const AUTHORIZED_CREDENTIALS_CLIENT_ID = "authorization";

export interface StoredCredentialsInput {
  readonly payload: Readonly<Record<string, unknown>>;
  /** The credentials model as sent, if it was. */
  readonly sent: SubmittedModel | undefined;
  readonly identifierField: string | null;
  /** The notice id the member authorized with, from the authorization cookie; null when it carries none. */
  readonly authorizedNotice: string | null;
  readonly modelConfig: readonly ModelConfigItem[];
  readonly formType: FormType;
}

export const storedCredentials = (input: StoredCredentialsInput): Readonly<Record<string, unknown>> => {
  const { payload, sent, identifierField, authorizedNotice } = input;
  if (sent !== undefined) return { ...payload, credentials: identifierOnly(sent.dto, identifierField ?? undefined) };
  if (identifierField === null || authorizedNotice === null) return payload;
  const form = camelCase(input.formType);
  const config = input.modelConfig.find((item) => item.metadata.dtoMapping === "credentials" && camelCase(item.metadata["formType"] ?? form) === form);
  return {
    ...payload,
    credentials: { clientId: AUTHORIZED_CREDENTIALS_CLIENT_ID, id: null, metadataHash: config?.metadataHash ?? null, fields: { [identifierField]: authorizedNotice } }
  };
};
