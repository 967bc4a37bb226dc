// A validation result is data, never an exception: the path of what is wrong, a code from a closed
// union, and the parameters its message needs. Texts live in validation-messages.ts and localization.
export type ValidationCode =
  // client validators (spec section 5, "Client-side validators")
  | "required"
  | "conditionallyRequired"
  | "maxLength"
  | "numericBetween"
  | "email"
  | "url"
  | "alphabetic"
  | "alphanumeric"
  | "decimal"
  | "integer"
  | "userConfirmsNone"
  | "userConfirmsNoneWithRecords"
  | "phoneNumber"
  // what every field must hold before its rules run (field-bounds.ts)
  | "forbiddenCharacters"
  | "notAnOption"
  // server-supplied rules (spec section 5, "Server-supplied rules")
  | "numberBetween"
  | "dateBetween"
  | "restrictedCharacters"
  | "endDate"
  | "preventFutureDate"
  | "regexInvalidValue"
  | "requireOnePropertyValTrue"
  | "requireOnePropertyToHaveAValue"
  | "validDate"
  // a date field's picker (rules/date-picker-choice.ts)
  | "dayFormat"
  | "monthFormat"
  | "yearFormat"
  | "dateNotOffered"
  // a date field taking a list of dates (field-bounds.ts, rules/date-list-choice.ts)
  | "oneDateOnly"
  | "tooManyDates"
  | "dateListExpected"
  | "rangeStartMissing"
  | "rangeEndMissing"
  | "rangeOrder"
  | "rangeFixedStart"
  | "rangeFixedEnd"
  | "rangeTooShort"
  | "rangeTooLong"
  | "rangeHoldsDisabled"
  | "weekNotWhole"
  | "dateRepeated"
  // multi-record rules
  | "provideDocumentation"
  | "formIsDirty"
  | "documentFileExists"
  | "minInstances"
  // a file picked for a document record (domain/uploads/upload-check.ts)
  | "uploadEmpty"
  | "uploadTooLarge"
  | "uploadTypeNotAllowed"
  | "uploadSameContent"
  | "uploadUnreadable"
  // submission rules
  | "captchaResponseRequired"
  | "cultureRequired"
  | "multipleFileListFields"
  | "multipleFilesPerInput"
  | "duplicateDocumentFileName"
  | "documentContextMissing"
  // localization content rules
  | "localizationParagraphTag"
  | "localizationListTag";

export type IssueParam = string | number;

export interface ValidationIssue {
  /** Where: [] for the whole form, [clientId] for a model, [clientId, fieldKey] for a field. */
  readonly path: readonly string[];
  readonly code: ValidationCode;
  readonly params: Readonly<Record<string, IssueParam>>;
}

export const issue = (
  path: readonly string[],
  code: ValidationCode,
  params: Readonly<Record<string, IssueParam>> = {}
): ValidationIssue => ({ path, code, params });
