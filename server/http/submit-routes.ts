// POST /api/forms/{standard,automotive,documents-upload} (spec section 7): the multipart claim, behind the
// CSRF header; what each submit does is submission/submit-flow.ts.
import type { FastifyInstance } from "fastify";
import type { ApiContext } from "./api-context.ts";
import { SUBMITTING_FORM_TYPES } from "../../domain/api/claims-api-routes.ts";
import { formSegment } from "./claims-api-segments.ts";
import { requireCsrf } from "./csrf-guard.ts";
import { submitClaim } from "./submission/submit-flow.ts";

export const registerSubmitRoutes = (api: FastifyInstance, context: ApiContext): void => {
  for (const formType of SUBMITTING_FORM_TYPES) {
    api.post(`/forms/${formSegment(formType)}`, { onRequest: requireCsrf(context), config: { answerShape: "submit" } }, submitClaim(context, formType));
  }
};
