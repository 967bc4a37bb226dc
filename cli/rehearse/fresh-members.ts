// Makes a roster of fresh rehearsal members in the demo case's shape: a random notice id (NWD-9 and seven
// digits, unique in the roster and outside the demo's own NWD-1 range) and PIN, plausible made-up names and
// US addresses, and form types that include DocumentsUpload. Random, never seeded: each rehearsal's own members.
import { randomInt } from "node:crypto";
import { ADDRESS_FIELD_KEYS, NAME_KEYS } from "../../domain/forms/page-block-fields.ts";
import type { Roster, RosterMember } from "./roster-csv.ts";

export const CREDENTIAL_FIELDS = ["noticeId", "pin"] as const;

export const PREPOPULATED_FIELDS = [...NAME_KEYS, ...ADDRESS_FIELD_KEYS, "email", "phone", "vin"] as const;

const FIRST_NAMES = ["Amelia", "Andre", "Camila", "Carlos", "Chen", "Diego", "Elena", "Fatima", "Grace", "Hiroshi", "Isabel", "Jamal", "José", "Leah", "Malik", "Mei", "Noah", "Priya", "Rosa", "Zoe"];
const LAST_NAMES = ["Bautista", "Brooks", "Castillo", "Cohen", "Delgado", "Fernández", "García", "Gupta", "Kim", "Kowalski", "Nguyen", "O'Brien", "Okafor", "Patel", "Reyes", "Rossi", "Singh", "Tanaka", "Walker", "Young"];
const STREETS = ["Oak St", "Maple Ave", "Cedar Ln", "Willow Way", "Lakeview Dr", "River Rd", "Highland Ave", "Mission St"];
const PLACES: readonly (readonly [string, string, string])[] = [
  ["Phoenix", "AZ", "850"],
  ["San Diego", "CA", "921"],
  ["Denver", "CO", "802"],
  ["Atlanta", "GA", "303"],
  ["Chicago", "IL", "606"],
  ["Boston", "MA", "021"],
  ["Columbus", "OH", "432"],
  ["Portland", "OR", "972"],
  ["Houston", "TX", "770"],
  ["Seattle", "WA", "981"]
];
const FORM_TYPE_CHOICES: readonly (readonly string[])[] = [
  ["Standard", "Lookup", "DocumentsUpload"],
  ["Automotive", "Lookup", "DocumentsUpload"]
];
const VIN_CHARACTERS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

const pick = <T>(list: readonly T[]): T => {
  const item = list[randomInt(list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};

const digits = (count: number): string => Array.from({ length: count }, () => String(randomInt(10))).join("");

const mailbox = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

const freshMember = (noticeId: string): RosterMember => {
  const firstName = pick(FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const [city, region, zip] = pick(PLACES);
  const formTypes = pick(FORM_TYPE_CHOICES);
  const email = `${mailbox(firstName)}.${mailbox(lastName)}${digits(3)}@example.com`;
  return {
    credentials: { noticeId, pin: digits(6) },
    prepopulated: {
      firstName,
      middleInitial: randomInt(3) === 0 ? pick(Array.from("ABCDEFGHJKLMNPRSTW")) : null,
      lastName,
      mailingStreetLine1: `${String(100 + randomInt(9800))} ${pick(STREETS)}`,
      mailingStreetLine2: randomInt(5) === 0 ? `Apt ${String(1 + randomInt(40))}` : null,
      mailingCity: city,
      mailingSubDivision: region,
      mailingPostalCode: `${zip}${digits(2)}`,
      mailingCountry: "US",
      mailingSubDivisionNonUS: null,
      mailingPostalCodeNonUS: null,
      email,
      phone: `(${String(201 + randomInt(700))}) 555-01${digits(2)}`,
      vin: formTypes.includes("Automotive") ? Array.from({ length: 17 }, () => pick(Array.from(VIN_CHARACTERS))).join("") : null
    },
    formTypes,
    walletEmail: randomInt(4) === 0 ? email : null
  };
};

/** `count` members, each with a notice id no other in the roster has. */
export const freshRoster = (count: number): Roster => {
  const seen = new Set<string>();
  const members: RosterMember[] = [];
  while (members.length < count) {
    const noticeId = `NWD-9${digits(7)}`;
    if (seen.has(noticeId)) continue;
    seen.add(noticeId);
    members.push(freshMember(noticeId));
  }
  return { credentialFields: CREDENTIAL_FIELDS, prepopulatedFields: PREPOPULATED_FIELDS, members };
};
