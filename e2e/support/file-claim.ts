// Small steps for the specs that file claims the way a claimant does: the demo's class members, fields found
// by their visible label, signing in on the start page, Next and Back, and the accessibility check of a page.
// Every text comes from the demo's content, so a spec reads as what the claimant sees.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { axeViolations } from "./axe-check.ts";
import { type DemoCulture, demoText } from "./demo-content.ts";

export interface DemoMember {
  readonly noticeId: string;
  readonly pin: string;
  /** The form types the member may file. */
  readonly formTypes: readonly string[];
  /** What the site fills in for the member, by field key (firstName, email, mailingCountry ...); null when unknown. */
  readonly prepopulated: Readonly<Record<string, string | null>>;
  /** The e-mail of the member's wallet (PayPal) account on file; null when none. */
  readonly walletEmail: string | null;
}

interface MemberList {
  readonly credentialFields: readonly string[];
  readonly prepopulatedFields: readonly string[];
  readonly formTypes: readonly string[];
  readonly members: readonly {
    readonly credentials: readonly string[];
    readonly prepopulated: readonly (string | null)[];
    readonly formTypes?: readonly string[];
    readonly walletEmail?: string;
  }[];
}

const MEMBERS_FILE = resolve(import.meta.dirname, "../../cases/demo/members.json");

/** The class members of cases/demo/members.json, in its order. */
export const demoMembers = (): readonly DemoMember[] => {
  const list = JSON.parse(readFileSync(MEMBERS_FILE, "utf8")) as MemberList;
  const noticeAt = list.credentialFields.indexOf("noticeId");
  const pinAt = list.credentialFields.indexOf("pin");
  return list.members.map((member) => ({
    noticeId: member.credentials[noticeAt] ?? "",
    pin: member.credentials[pinAt] ?? "",
    formTypes: member.formTypes ?? list.formTypes,
    prepopulated: Object.fromEntries(list.prepopulatedFields.map((key, index) => [key, member.prepopulated[index] ?? null])),
    walletEmail: member.walletEmail ?? null
  }));
};

/** The first member who may file this form type (Standard, Lookup, Automotive, DocumentsUpload). */
export const memberFor = (formType: string): DemoMember => {
  const member = demoMembers().find((candidate) => candidate.formTypes.includes(formType));
  if (member === undefined) throw new Error(`cases/demo/members.json has no member for ${formType}`);
  return member;
};

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The accessible name a field's label gives: the label's text, then the required marker when the field is required. */
export const labelPattern = (label: string, culture: DemoCulture = "en"): RegExp =>
  new RegExp(`^${escaped(label)}(?: ${escaped(demoText(culture, "LocKey_Required_Marker"))})?$`);

/** The input (text, select, checkbox, radio, file) whose label reads `label` exactly, with or without the required marker. */
export const fieldByLabel = (page: Page, label: string, culture: DemoCulture = "en"): Locator => page.getByLabel(labelPattern(label, culture));

/** Types a value into the field labelled so, replacing what it held; Tab then leaves it, so it is validated as on blur. */
export const fillByLabel = async (page: Page, label: string, value: string, culture: DemoCulture = "en"): Promise<void> => {
  const field = fieldByLabel(page, label, culture);
  await field.fill(value);
  await field.press("Tab");
};

/** The start page of a culture, once its heading shows. */
export const openStartPage = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  await page.goto(`/?culture=${culture}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText(culture, "LocKey_PageTitle_StandardStart"));
};

/** The start page's button: Start My Claim. */
export const startButton = (page: Page, culture: DemoCulture = "en"): Locator =>
  page.getByRole("button", { name: demoText(culture, "LocKey_Button_Start"), exact: true });

/** Enters the member's Notice ID and PIN on the start page shown, without pressing Start. */
export const enterCredentials = async (page: Page, member: Pick<DemoMember, "noticeId" | "pin">, culture: DemoCulture = "en"): Promise<void> => {
  await fillByLabel(page, demoText(culture, "LocKey_Label_NoticeId"), member.noticeId, culture);
  await fillByLabel(page, demoText(culture, "LocKey_Label_Pin"), member.pin, culture);
};

/**
 * The members who may file this form type and live in the United States with an email address on file, in
 * the file's order: specs that count or file claims take different ones, so parallel specs never share a member.
 */
export const usMembersFor = (formType: string): readonly DemoMember[] =>
  demoMembers().filter(
    (member) => member.formTypes.includes(formType) && member.prepopulated["mailingCountry"] === "US" && member.prepopulated["email"] !== null
  );

/** The offer of a saved draft the start page shows when the member has one (save and return). */
export const draftOffer = (page: Page, culture: DemoCulture = "en"): Locator =>
  page.getByRole("region", { name: demoText(culture, "LocKey_Draft_Offer_Header") });

/** Where a form begins: its start page's address and heading, and the heading of the page signing in leads to. */
export interface FormEntry {
  readonly path: string;
  readonly startTitleKey: string;
  readonly firstTitleKey: string;
}

export const STANDARD_ENTRY: FormEntry = { path: "/", startTitleKey: "LocKey_PageTitle_StandardStart", firstTitleKey: "LocKey_PageTitle_ClaimantInfo" };
export const AUTOMOTIVE_ENTRY: FormEntry = { path: "/automotive", startTitleKey: "LocKey_PageTitle_AutomotiveStart", firstTitleKey: "LocKey_PageTitle_ClaimantInfo" };
export const DOCUMENTS_ENTRY: FormEntry = {
  path: "/documents-upload",
  startTitleKey: "LocKey_PageTitle_DocumentsUploadStart",
  firstTitleKey: "LocKey_PageTitle_SupportingDocuments"
};

/**
 * Opens the form's start page, signs the member in and waits for the form's first page. A claim begun by an
 * earlier test of the same member was saved as a draft: it is set aside with Start again.
 */
export const beginClaim = async (page: Page, entry: FormEntry, member: Pick<DemoMember, "noticeId" | "pin">, culture: DemoCulture = "en"): Promise<void> => {
  await page.goto(`${entry.path}?culture=${culture}`);
  await expectPage(page, entry.startTitleKey, culture);
  await enterCredentials(page, member, culture);
  await startButton(page, culture).click();
  const firstPage = page.getByRole("heading", { level: 1, name: demoText(culture, entry.firstTitleKey) });
  await expect(firstPage.or(draftOffer(page, culture))).toBeVisible();
  if (await draftOffer(page, culture).isVisible()) await page.getByRole("button", { name: demoText(culture, "LocKey_Button_StartAgain"), exact: true }).click();
  await expectPage(page, entry.firstTitleKey, culture);
};

/** Opens the start page, signs the member in for the Standard form and waits for its first page (see beginClaim). */
export const signIn = (page: Page, member: Pick<DemoMember, "noticeId" | "pin">, culture: DemoCulture = "en"): Promise<void> =>
  beginClaim(page, STANDARD_ENTRY, member, culture);

/** Presses Next on a form page. */
export const next = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  await page.getByRole("button", { name: demoText(culture, "LocKey_Button_Next"), exact: true }).click();
};

/** Presses Back on a form page. */
export const back = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  await page.getByRole("button", { name: demoText(culture, "LocKey_Button_Back"), exact: true }).click();
};

/** The page shows this heading in `culture`, its lang is that culture and its address keeps culture=<culture>. */
export const expectPageIn = async (page: Page, titleKey: string, culture: DemoCulture): Promise<void> => {
  await expectPage(page, titleKey, culture);
  await expect(page.locator("html")).toHaveAttribute("lang", culture);
  expect(new URL(page.url()).searchParams.get("culture")).toBe(culture);
};

/** Waits for the page whose heading is this localization key's text. */
export const expectPage = async (page: Page, titleKey: string, culture: DemoCulture = "en"): Promise<void> => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText(culture, titleKey));
};

/** The error summary a failed Next shows ("There is a problem"). */
export const errorSummary = (page: Page, culture: DemoCulture = "en"): Locator =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: demoText(culture, "LocKey_ErrorSummary_Header") }) });

/** axe finds no WCAG 2.0, 2.1 or 2.2 A or AA violation on the page as it is now. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  expect(await axeViolations(page)).toEqual([]);
};
