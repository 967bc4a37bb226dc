// The data summary block (spec section 2): a header and sections of labelled values, each value with a
// label or an icon (spec section 8, 'Either label or icon must have a value.'). The Lookup form shows the
// class member's prepopulated data this way: name, mailing address and contact details, the empty left out.
import { type FieldValue, type Fields, isBlank, isFileList } from "./field-value.ts";
import { requireLabelOrIcon } from "./label-or-icon.ts";
import type { BlockIcon } from "./page-blocks.schema.ts";

export interface LabelledValue {
  /** A localization key. */
  readonly label?: string;
  readonly icon?: BlockIcon;
  /** A localization key: what a screen reader says for an icon without a label. */
  readonly accessibleName?: string;
  readonly value: string;
}

export interface DataSummarySection {
  /** A localization key. */
  readonly heading: string;
  readonly values: readonly LabelledValue[];
}

export interface DataSummary {
  /** A localization key. */
  readonly header: string;
  readonly sections: readonly DataSummarySection[];
}

export const labelledValue = (content: LabelledValue): LabelledValue => requireLabelOrIcon(content);

const text = (value: FieldValue | undefined): string | null => {
  if (value === undefined || isBlank(value) || isFileList(value)) return null;
  return String(value).trim();
};

/** The label key of a field: LocKey_Label_ and the field key with a capital first letter. */
export const fieldLabelKey = (key: string): string => `LocKey_Label_${key.charAt(0).toUpperCase()}${key.slice(1)}`;

const LOOKUP_SECTIONS: readonly { readonly heading: string; readonly keys: readonly string[] }[] = [
  { heading: "LocKey_Section_Name", keys: ["firstName", "middleInitial", "lastName"] },
  {
    heading: "LocKey_Section_Address",
    keys: [
      "mailingStreetLine1",
      "mailingStreetLine2",
      "mailingCity",
      "mailingSubDivision",
      "mailingSubDivisionNonUS",
      "mailingPostalCode",
      "mailingPostalCodeNonUS",
      "mailingCountry"
    ]
  },
  { heading: "LocKey_Section_Contact", keys: ["email", "phone"] }
];

export const LOOKUP_SUMMARY_HEADER = "LocKey_Lookup_Found";

/** What the Lookup form shows of a class member once the credentials are accepted; sections without a value are left out. */
export const lookupSummary = (prepopulated: Fields): DataSummary => ({
  header: LOOKUP_SUMMARY_HEADER,
  sections: LOOKUP_SECTIONS.map((section) => ({
    heading: section.heading,
    values: section.keys.flatMap((key) => {
      const value = text(prepopulated[key]);
      return value === null ? [] : [labelledValue({ label: fieldLabelKey(key), value })];
    })
  })).filter((section) => section.values.length > 0)
});
