// The demo case's class-member list (cases/demo/members.json), made deterministically from a fixed seed:
// the three documented sample members first, then generated ones. The same seed always gives the same
// text, so the committed file can be checked against this generator.
import { CANADIAN_PLACES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, STREETS, US_PLACES } from "./demo-member-names.ts";
import { CREDENTIAL_FIELDS, PREPOPULATED_FIELDS } from "../cli/rehearse/fresh-members.ts";

const MEMBER_COUNT = 1200;
const SEED = 20_250_117;

type Prepopulated = Readonly<Record<(typeof PREPOPULATED_FIELDS)[number], string | null>>;

type FormTypeName = "Standard" | "Lookup" | "Automotive" | "DocumentsUpload";

/** Most members bought an appliance; they may also look up their notice and upload documents. */
const DEFAULT_FORM_TYPES: readonly FormTypeName[] = ["Standard", "Lookup", "DocumentsUpload"];
const VEHICLE_FORM_TYPES: readonly FormTypeName[] = ["Automotive", "Lookup", "DocumentsUpload"];
const ALL_FORM_TYPES: readonly FormTypeName[] = ["Standard", "Lookup", "Automotive", "DocumentsUpload"];

interface DemoMember {
  readonly noticeId: string;
  readonly pin: string;
  readonly prepopulated: Prepopulated;
  readonly formTypes: readonly FormTypeName[] | null;
  readonly walletEmail: string | null;
}

const EMPTY: Prepopulated = Object.fromEntries(PREPOPULATED_FIELDS.map((name) => [name, null])) as Prepopulated;

export const SAMPLE_MEMBERS: readonly DemoMember[] = [
  {
    noticeId: "NWD-10000001",
    pin: "482913",
    prepopulated: {
      ...EMPTY,
      firstName: "Maria",
      middleInitial: "L",
      lastName: "Alvarez",
      mailingStreetLine1: "1458 Cedar Ridge Dr",
      mailingCity: "Sacramento",
      mailingSubDivision: "CA",
      mailingPostalCode: "95814",
      mailingCountry: "US",
      email: "maria.alvarez@example.com",
      phone: "(916) 555-0142",
      vin: "1NWCA5AP3KC104821"
    },
    formTypes: ALL_FORM_TYPES,
    walletEmail: "maria.alvarez@example.com"
  },
  {
    noticeId: "NWD-10000002",
    pin: "730158",
    prepopulated: {
      ...EMPTY,
      firstName: "James",
      lastName: "O'Connor",
      mailingStreetLine1: "77 Harbor View Rd",
      mailingStreetLine2: "Apt 4B",
      mailingCity: "Portland",
      mailingSubDivision: "ME",
      mailingPostalCode: "04101",
      mailingCountry: "US",
      email: "james.oconnor@example.net",
      phone: "(207) 555-0187"
    },
    formTypes: null,
    walletEmail: "jim.oconnor.pay@example.net"
  },
  {
    noticeId: "NWD-10000003",
    pin: "205647",
    prepopulated: {
      ...EMPTY,
      firstName: "Sofía",
      lastName: "Ramírez",
      mailingStreetLine1: "2301 Calle Mesa",
      mailingCity: "San Antonio",
      mailingSubDivision: "TX",
      mailingPostalCode: "78207",
      mailingCountry: "US",
      email: "sofia.ramirez@example.org",
      phone: "(210) 555-0119"
    },
    formTypes: null,
    walletEmail: null
  }
];

/** VIN characters: letters and digits without I, O and Q. */
const VIN_CHARACTERS = Array.from("ABCDEFGHJKLMNPRSTUVWXYZ0123456789");
const INITIALS = Array.from("ABCDEFGHJKLMNPRSTW");

/** mulberry32: small, fast and the same on every machine. */
const randomSource = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const digits = (random: () => number, count: number): string =>
  Array.from({ length: count }, () => String(Math.floor(random() * 10))).join("");

const pick = <T>(random: () => number, list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};

/** Plain ASCII for e-mail addresses: accents and apostrophes dropped. */
const mailbox = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

const generatedMember = (random: () => number, number: number): DemoMember => {
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const canadian = random() < 0.02;
  const street = `${String(100 + Math.floor(random() * 9800))} ${pick(random, STREETS)}`;
  const unit = random() < 0.2 ? `Apt ${String(1 + Math.floor(random() * 40))}` : null;
  const email = random() < 0.85 ? `${mailbox(firstName)}.${mailbox(lastName)}${digits(random, 2)}@${pick(random, EMAIL_DOMAINS)}` : null;
  const roll = random();
  const formTypes = roll < 0.15 ? VEHICLE_FORM_TYPES : roll < 0.2 ? ALL_FORM_TYPES : null;
  const vin = formTypes === null ? null : Array.from({ length: 17 }, () => pick(random, VIN_CHARACTERS)).join("");
  const [city, region, postal] = canadian ? pick(random, CANADIAN_PLACES) : pick(random, US_PLACES);
  const address = canadian
    ? { mailingCity: city, mailingCountry: "CA", mailingSubDivisionNonUS: region, mailingPostalCodeNonUS: postal }
    : { mailingCity: city, mailingCountry: "US", mailingSubDivision: region, mailingPostalCode: `${postal}${digits(random, 2)}` };
  const phone = canadian ? `1${digits(random, 10)}` : `(${String(201 + Math.floor(random() * 700))}) 555-01${digits(random, 2)}`;
  return {
    noticeId: `NWD-${String(10_000_000 + number)}`,
    pin: digits(random, 6),
    prepopulated: {
      ...EMPTY,
      ...address,
      firstName,
      middleInitial: random() < 0.3 ? pick(random, INITIALS) : null,
      lastName,
      mailingStreetLine1: street,
      mailingStreetLine2: unit,
      email,
      phone,
      vin
    },
    formTypes,
    walletEmail: email !== null && random() < 0.3 ? email : null
  };
};

export const demoMembers = (): readonly DemoMember[] => {
  const random = randomSource(SEED);
  const generated = Array.from({ length: MEMBER_COUNT - SAMPLE_MEMBERS.length }, (_, index) =>
    generatedMember(random, SAMPLE_MEMBERS.length + index + 1)
  );
  return [...SAMPLE_MEMBERS, ...generated];
};

const row = (member: DemoMember): string => {
  const entry: Record<string, unknown> = {
    credentials: [member.noticeId, member.pin],
    prepopulated: PREPOPULATED_FIELDS.map((name) => member.prepopulated[name])
  };
  if (member.formTypes !== null) entry["formTypes"] = member.formTypes;
  if (member.walletEmail !== null) entry["walletEmail"] = member.walletEmail;
  return `    ${JSON.stringify(entry)}`;
};

/** members.json as committed: the header once, then one member per line, so a diff shows members, not brackets. */
export const demoMembersText = (): string =>
  [
    "{",
    `  "credentialFields": ${JSON.stringify(CREDENTIAL_FIELDS)},`,
    `  "prepopulatedFields": ${JSON.stringify(PREPOPULATED_FIELDS)},`,
    `  "formTypes": ${JSON.stringify(DEFAULT_FORM_TYPES)},`,
    `  "members": [`,
    demoMembers().map(row).join(",\n"),
    "  ]",
    "}",
    ""
  ].join("\n");
