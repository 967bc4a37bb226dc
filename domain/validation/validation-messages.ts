// The text of every validation code: its localization key and its default English text with {name}
// placeholders, and formatIssue, which picks server message, translation or default and fills it in.
// It never decides validity and never requires a translation to exist.
import { PHONE_EXAMPLE_FORMAT } from "./client/phone-number.ts";
import type { IssueParam, ValidationCode, ValidationIssue } from "./validation-issue.ts";

export interface MessageDefinition {
  readonly key: string;
  readonly text: string;
}

/**
 * Word for word from the spec: the texts of required, conditionallyRequired, maxLength,
 * numericBetween, both require-one rules and both localization-content rules; the keys number-between,
 * date-between, regex-invalid-value, restricted-characters and the four multi-record LocKey_* keys.
 * Chosen here, the spec giving none: every other key (server-rule codes in the spec's kebab-case, the
 * rest as LocKey_Validation_*) and every other text.
 */
export const VALIDATION_MESSAGES = {
  required: { key: "LocKey_Validation_Required", text: "Value is required" },
  conditionallyRequired: { key: "LocKey_Validation_ConditionallyRequired", text: "The value is required" },
  maxLength: { key: "LocKey_Validation_MaxLength", text: "The maximum length allowed is {max}" },
  numericBetween: { key: "LocKey_Validation_NumericBetween", text: "The value must be between {min} and {max}" },
  email: { key: "LocKey_Validation_Email", text: "Enter an email address like name@example.com" },
  url: { key: "LocKey_Validation_Url", text: "Enter a web address starting with http:// or https://" },
  alphabetic: { key: "LocKey_Validation_Alphabetic", text: "Use letters only" },
  alphanumeric: { key: "LocKey_Validation_Alphanumeric", text: "Use letters and numbers only" },
  decimal: { key: "LocKey_Validation_Decimal", text: "Enter a number, like 12 or 12.5" },
  integer: { key: "LocKey_Validation_Integer", text: "Enter a whole number" },
  userConfirmsNone: { key: "LocKey_Validation_UserConfirmsNone", text: "Confirm that you have none to provide" },
  userConfirmsNoneWithRecords: {
    key: "LocKey_Validation_UserConfirmsNoneWithRecords",
    text: "Untick this box: you have provided some, or remove them"
  },
  phoneNumber: { key: "LocKey_Validation_PhoneNumber", text: `Enter a phone number like ${PHONE_EXAMPLE_FORMAT}` },
  forbiddenCharacters: {
    key: "LocKey_Validation_ForbiddenCharacters",
    text: "Remove the control or text-direction characters from this answer"
  },
  notAnOption: { key: "LocKey_Validation_NotAnOption", text: "Choose one of the options given" },
  numberBetween: { key: "number-between", text: "Enter a number between {min} and {max}" },
  dateBetween: { key: "date-between", text: "Enter a date between {min} and {max}" },
  restrictedCharacters: { key: "restricted-characters", text: "The following characters are not allowed:" },
  endDate: { key: "end-date", text: "The end date must be after the start date" },
  preventFutureDate: { key: "prevent-future-date", text: "The date must not be in the future" },
  regexInvalidValue: { key: "regex-invalid-value", text: "The value is not in the expected format" },
  requireOnePropertyValTrue: { key: "require-one-property-val-true", text: "At least one option is required." },
  requireOnePropertyToHaveAValue: {
    key: "require-one-property-to-have-a-value",
    text: "At least one field must have a value."
  },
  validDate: { key: "valid-date", text: "Enter a real date" },
  dayFormat: { key: "LocKey_Validation_DayFormat", text: "Enter a date as mm/dd/yyyy" },
  monthFormat: { key: "LocKey_Validation_MonthFormat", text: "Enter a month as mm/yyyy" },
  yearFormat: { key: "LocKey_Validation_YearFormat", text: "Enter a year as yyyy" },
  dateNotOffered: { key: "LocKey_Validation_DateNotOffered", text: "{date} cannot be chosen. Choose another date" },
  oneDateOnly: { key: "LocKey_Validation_OneDateOnly", text: "Enter one date" },
  tooManyDates: { key: "LocKey_Validation_TooManyDates", text: "Choose at most {max} dates" },
  dateListExpected: { key: "LocKey_Validation_DateListExpected", text: "Enter the dates in the boxes given" },
  rangeStartMissing: { key: "LocKey_Validation_RangeStartMissing", text: "Enter the first day of the period" },
  rangeEndMissing: { key: "LocKey_Validation_RangeEndMissing", text: "Enter the last day of the period" },
  rangeOrder: { key: "LocKey_Validation_RangeOrder", text: "The last day must be the same as or after the first day" },
  rangeFixedStart: { key: "LocKey_Validation_RangeFixedStart", text: "The period must start on {date}" },
  rangeFixedEnd: { key: "LocKey_Validation_RangeFixedEnd", text: "The period must end on {date}" },
  rangeTooShort: { key: "LocKey_Validation_RangeTooShort", text: "Choose a period of at least {min} days" },
  rangeTooLong: { key: "LocKey_Validation_RangeTooLong", text: "Choose a period of at most {max} days" },
  rangeHoldsDisabled: {
    key: "LocKey_Validation_RangeHoldsDisabled",
    text: "The period includes {date}, which cannot be chosen. Choose a period without it"
  },
  weekNotWhole: { key: "LocKey_Validation_WeekNotWhole", text: "Choose a whole week, from a Monday to the Sunday after it" },
  dateRepeated: { key: "LocKey_Validation_DateRepeated", text: "{date} is entered twice. Remove one of them" },
  provideDocumentation: { key: "LocKey_Validation_ProvideDocumentation", text: "Provide at least one record" },
  formIsDirty: {
    key: "LocKey_Validation_FormIsDirty",
    text: "Save or cancel the record you are editing before you continue"
  },
  documentFileExists: {
    key: "LocKey_Validation_Document_FileExists",
    text: "A file named {fileName} has already been added"
  },
  minInstances: { key: "LocKey_MultiRecordTable_Validation_MinInstances", text: "Add at least {min} records" },
  uploadEmpty: { key: "LocKey_Validation_Document_Empty", text: "The file {fileName} is empty" },
  uploadTooLarge: { key: "LocKey_Validation_Document_TooLarge", text: "The file {fileName} is larger than {max}" },
  uploadTypeNotAllowed: {
    key: "LocKey_Validation_Document_TypeNotAllowed",
    text: "The file {fileName} is not one of the accepted kinds: {types}"
  },
  uploadSameContent: {
    key: "LocKey_Validation_Document_SameContent",
    text: "The file {fileName} is the same as {existingName}, which has already been added"
  },
  uploadUnreadable: { key: "LocKey_Validation_Document_Unreadable", text: "The file {fileName} could not be read. Choose it again" },
  captchaResponseRequired: {
    key: "LocKey_Validation_CaptchaResponseRequired",
    text: "The captcha check has not been completed"
  },
  cultureRequired: { key: "LocKey_Validation_CultureRequired", text: "A language must be chosen" },
  multipleFileListFields: {
    key: "LocKey_Validation_MultipleFileListFields",
    text: "A record can hold only one file field"
  },
  multipleFilesPerInput: { key: "LocKey_Validation_MultipleFilesPerInput", text: "Choose one file at a time" },
  duplicateDocumentFileName: {
    key: "LocKey_Validation_DuplicateDocumentFileName",
    text: "A file named {fileName} has already been added"
  },
  documentContextMissing: {
    key: "LocKey_Validation_DocumentContextMissing",
    text: "The file {fileName} does not belong to any document record"
  },
  localizationParagraphTag: {
    key: "LocKey_Validation_LocalizationParagraphTag",
    text: "Localization values must not contain p html tags."
  },
  localizationListTag: {
    key: "LocKey_Validation_LocalizationListTag",
    text: "Localization values must not contain li, ul, or ol html tags. The component list block should be used instead."
  }
} as const satisfies Record<ValidationCode, MessageDefinition>;

export type Translate = (key: string) => string | undefined;

/** An empty translation or server message counts as none: a blank error would hide the problem. */
const nonEmptyText = (value: IssueParam | undefined): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** Placeholders without a parameter stay visible, so a missing parameter shows instead of vanishing. */
const fill = (template: string, params: Readonly<Record<string, IssueParam>>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });

const template = (found: ValidationIssue, translate: Translate | undefined): string => {
  const serverMessage = nonEmptyText(found.params.message);
  if (serverMessage !== undefined) return serverMessage;
  const definition: MessageDefinition = VALIDATION_MESSAGES[found.code];
  const overrideKey = nonEmptyText(found.params.messageKey);
  const lookUp = (key: string | undefined): string | undefined =>
    key === undefined || translate === undefined ? undefined : nonEmptyText(translate(key));
  return lookUp(overrideKey) ?? lookUp(definition.key) ?? definition.text;
};

/**
 * The text to show for an issue: params.message (a server rule's own message) wins, then the
 * translation of params.messageKey (an overridden template key), then of the code's key, then the
 * default English text. restricted-characters is followed by the offending characters unless the
 * text places them itself with {characters}.
 */
export const formatIssue = (found: ValidationIssue, translate?: Translate): string => {
  const text = template(found, translate);
  const characters = found.params.characters;
  const appendCharacters =
    found.code === "restrictedCharacters" && characters !== undefined && !text.includes("{characters}");
  const filled = fill(text, found.params);
  return appendCharacters ? `${filled} ${String(characters)}` : filled;
};
