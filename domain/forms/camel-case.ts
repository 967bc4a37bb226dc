// Camel-casing of server metadata values ("ClaimTransactionId", "claim_transaction id" -> "claimTransactionId"),
// the same words split the way lodash's camelCase splits them.
const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]+|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g;

export const camelCase = (text: string): string =>
  (text.match(WORDS) ?? [])
    .map((word, index) => {
      const lower = word.toLowerCase();
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join("");
