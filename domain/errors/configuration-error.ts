// The programmer and configuration errors of spec section 8: thrown, never returned, each with a
// machine-readable reason so callers match on the reason, never on the message text.
export type ConfigurationReason =
  | "dtoMappingMissing"
  | "modelsNotLoaded"
  | "duplicateClientId"
  | "clientIdMissing"
  | "formModelNotFound"
  | "recordClientIdRequired"
  | "maxDisplayFieldsExceeded"
  | "noValidationFunctions"
  | "labelOrIconRequired"
  | "unknownValidationType"
  | "invalidValidationConfig"
  | "invalidRegularExpression"
  | "whitelistNotLoaded"
  | "unknownMaskType"
  | "conflictingDependencyMasks"
  | "fileFieldDependency"
  | "duplicateDependencyKey"
  | "multipleFileListFields"
  | "multipleFilesPerInput"
  | "invalidFieldKey"
  | "themeNotSpecified"
  | "unexpectedTheme"
  | "invalidDatePicker";

export class ConfigurationError extends Error {
  override readonly name = "ConfigurationError";

  constructor(
    readonly reason: ConfigurationReason,
    message: string
  ) {
    super(message);
  }
}
