// A button or a labelled value must say something: a label, an icon, or both (spec sections 2 and 5).
import { ConfigurationError } from "../errors/configuration-error.ts";

export interface LabelOrIcon {
  readonly label?: string | null | undefined;
  readonly icon?: string | null | undefined;
}

/** The spec's message (section 8) for a button or labelled value with neither. */
export const LABEL_OR_ICON_REQUIRED = "Either label or icon must have a value.";

const present = (text: string | null | undefined): boolean => text !== null && text !== undefined && text.trim() !== "";

export const requireLabelOrIcon = <T extends LabelOrIcon>(content: T): T => {
  if (!present(content.label) && !present(content.icon)) {
    throw new ConfigurationError("labelOrIconRequired", LABEL_OR_ICON_REQUIRED);
  }
  return content;
};
