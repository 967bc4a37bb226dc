// The address segments of spec section 7 the server answers, from the same domain definitions the client
// builds its addresses from (domain/api/claims-api-routes.ts); the round-trip test holds the two together.
import { FORM_TYPE_SEGMENTS, type FormType } from "../../domain/navigation/form-type.ts";

export const formSegment = (formType: FormType): string => FORM_TYPE_SEGMENTS[formType];
