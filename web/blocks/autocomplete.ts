// The autocomplete token of a personal field (PATTERNS "Inputs"), so browsers and password managers can
// fill names, the mailing address, e-mail and phone. It knows field keys only; other fields get none.
const AUTOCOMPLETE_TOKENS: Readonly<Record<string, string>> = {
  firstName: "given-name",
  middleInitial: "additional-name",
  lastName: "family-name",
  mailingStreetLine1: "address-line1",
  mailingStreetLine2: "address-line2",
  mailingCity: "address-level2",
  mailingSubDivision: "address-level1",
  mailingSubDivisionNonUS: "address-level1",
  mailingPostalCode: "postal-code",
  mailingPostalCodeNonUS: "postal-code",
  mailingCountry: "country",
  email: "email",
  confirmEmailAddress: "email",
  phone: "tel"
};

/** The token for the field's key, or undefined to leave the browser's default. */
export const autocompleteFor = (key: string): string | undefined =>
  Object.hasOwn(AUTOCOMPLETE_TOKENS, key) ? AUTOCOMPLETE_TOKENS[key] : undefined;
