// The client URL validator: an absolute http or https address with a real host (a dotted domain
// name whose last label starts with a letter, or an IPv4 address), an optional port, and then any
// path, query or fragment without spaces. User names in the address are refused: they only serve to mislead.
import { patternValidator } from "./pattern-validator.ts";

const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const TOP_LABEL = "[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const HOST = `(?:(?:${LABEL}\\.)+${TOP_LABEL}|${OCTET}(?:\\.${OCTET}){3})`;
const PORT = "(?::\\d{1,5})?";
const REST = "(?:[/?#]\\S*)?";
const URL_PATTERN = new RegExp(`^https?://${HOST}${PORT}${REST}$`, "i");

export const isWebAddress = (text: string): boolean => URL_PATTERN.test(text);

export const url = patternValidator({ code: "url", acceptsText: isWebAddress });
