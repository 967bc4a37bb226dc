// The client US phone number validator and the example format shown to claimants (spec section 5):
// the USA_PHONE_NUMBER mask's full shape, or its ten bare digits when the caller reads the unmasked value.
import { patternValidator } from "./pattern-validator.ts";

export const PHONE_EXAMPLE_FORMAT = "(123) 456-7890";

const MASKED = /^\(\d{3}\) \d{3}-\d{4}$/;
const UNMASKED = /^\d{10}$/;

export const isUsPhoneNumber = (text: string): boolean => MASKED.test(text) || UNMASKED.test(text);

export const usPhoneNumber = patternValidator({ code: "phoneNumber", acceptsText: isUsPhoneNumber });
