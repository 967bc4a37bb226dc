// The authorize body of spec section 7: the credentials model under "credentials" (its identity, metadata
// and field values; never the claimant's edit state) and the captcha token as reCaptchaResponse.
import type { FormModel } from "../../domain/forms/form-model.ts";

export const authorizeBody = (credentials: FormModel, captchaToken: string | null): string =>
  JSON.stringify({
    credentials: {
      clientId: credentials.clientId,
      id: credentials.id,
      metadataHash: credentials.metadataHash,
      metadata: credentials.metadata,
      fields: credentials.fields
    },
    reCaptchaResponse: captchaToken
  });
