// The client e-mail validator. The pattern is the HTML living standard's "valid e-mail address"
// tightened the way mail actually works: no empty or doubled dots in the local part, and the domain
// needs a dot and a top-level label starting with a letter, so "a@b", spaces and a second @ all fail.
import { patternValidator } from "./pattern-validator.ts";

const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const TOP_LABEL = "[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])";
const EMAIL = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`);

/** RFC 5321 limits: 64 characters before the @, 254 in all. */
const MAX_LOCAL = 64;
const MAX_TOTAL = 254;

export const isEmailAddress = (text: string): boolean =>
  text.length <= MAX_TOTAL && EMAIL.test(text) && text.indexOf("@") <= MAX_LOCAL;

export const email = patternValidator({ code: "email", acceptsText: isEmailAddress });
