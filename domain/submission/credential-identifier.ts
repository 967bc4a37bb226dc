// What of a credentials model is kept once a claim is filed, in the browser's receipt and in the server's
// store alike: the identifier field alone (the notice id, which names the claimant to the administrator),
// by default the model's first field; the rest (the PIN) is a secret no filed claim needs again.
import type { ModelDto } from "./claim-dto.ts";

export const identifierOnly = (credentials: ModelDto, identifier: string | undefined = Object.keys(credentials.fields)[0]): ModelDto => {
  const kept = identifier !== undefined && Object.hasOwn(credentials.fields, identifier) ? { [identifier]: credentials.fields[identifier] ?? null } : {};
  return { ...credentials, fields: kept };
};
