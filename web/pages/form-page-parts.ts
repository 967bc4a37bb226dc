// The parts loaded on demand that a form's pages past its first draw: the field blocks but text, textarea and
// select (field-blocks.ts), the address block's lists, the record lists, the page blocks that are neither
// fields nor copy, the summary's answers, the confirmation, the payment election's wallet parts, and save and
// return's button and notice. Loaded before such a page is let through (app/page-guard.ts), so the page shows
// whole: a part arriving after it would push the buttons down under a claimant's pointer, and a press of Back
// or Next would land beside them. A part that cannot load is shown so in its place, as ever
// (app/on-demand.tsx). Part of the form page's own code (form-page.tsx hands it on).
import { loadParts } from "../app/on-demand.tsx";
import { LATER_DRAFT_PARTS } from "../blocks/claim-draft-blocks-on-demand.tsx";
import { FIELD_BLOCK_PARTS } from "../blocks/field-blocks.ts";
import { ADDRESS_LISTS_PART } from "../blocks/fields/select-field.tsx";
import { PAGE_BLOCKS_PART } from "../blocks/page-blocks-on-demand.tsx";
import { PAGE_RECORDS_PART } from "../blocks/records/records-on-demand.tsx";
import { LATER_PAGE_PARTS } from "./later-pages.tsx";
import { WALLET_LOGIN_PARTS } from "./wallet-login-on-demand.tsx";

export const loadFormPageParts = (): Promise<void> => loadParts([...FIELD_BLOCK_PARTS, ADDRESS_LISTS_PART, PAGE_RECORDS_PART, PAGE_BLOCKS_PART, ...LATER_PAGE_PARTS, ...WALLET_LOGIN_PARTS, ...LATER_DRAFT_PARTS]);
