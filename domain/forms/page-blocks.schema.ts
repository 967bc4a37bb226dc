// The building blocks a case places on a page (spec sections 1 and 2), in the order they show, as a model's
// configuration item lists them beside its fields: copy, a list, a banner, feedback, a button, a data
// summary, the field blocks (fields, the name input in one of its styles, the address block), a record
// list and the captcha's notice. Texts are localization keys, so every culture's content is checked to hold
// them. What a list means for the page is page-block-checks.ts's (every field placed once) and the web
// adapter's (how each block is drawn).
import { Schema } from "effect";

/** A text of the page: a localization key, so each culture's content must hold it. */
const LocKey = Schema.String.check(
  Schema.isPattern(/^LocKey_[A-Za-z0-9_]+$/, { message: "a text of a block is a localization key: LocKey_ then letters, digits or _" })
);

/** The grid's columns a field may span on a wide screen: 1 to 12 (spec section 2). */
const Columns = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 12 }));

/** The icons a button or a labelled value may show; each is drawn by the site, never fetched. */
export const BLOCK_ICONS = ["print", "download", "external", "information", "mail", "phone"] as const;
export type BlockIcon = (typeof BLOCK_ICONS)[number];

/** The name input's styles (spec section 2): each sets the widths of first name, middle initial and last name. */
export const NAME_STYLES = ["default", "firstLast", "firstMiddleInitialLast"] as const;
export type NameStyle = (typeof NAME_STYLES)[number];

export const FEEDBACK_TONES = ["problem", "success", "information"] as const;

/** A link a button opens: https, or a path of this site (never `//host`, never a script). */
const ButtonHref = Schema.String.check(
  Schema.isPattern(/^(?:https:\/\/[^\s/\\]+|\/(?![/\\]))[^\s\\]*$/, { message: "a button's href is an https address or a path of this site starting with /" }),
  Schema.isMaxLength(2048)
);

/** A block of text under an optional heading. */
const headedText = <Kind extends string>(kind: Kind) =>
  Schema.Struct({
    block: Schema.Literal(kind),
    heading: Schema.optionalKey(LocKey),
    text: LocKey
  });

/** The page's copy: paragraphs, under a heading if given. */
export const CopyBlock = headedText("copy");

/** The component list block: what content may not write as li, ul or ol (spec section 6). */
export const ListBlock = Schema.Struct({
  block: Schema.Literal("list"),
  items: Schema.Array(LocKey).check(Schema.isMinLength(1), Schema.isMaxLength(50)),
  ordered: Schema.optionalKey(Schema.Boolean)
});

/** Information the claimant must not miss, in a banner with its own heading. */
export const BannerBlock = headedText("banner");

/** A message about the page, boxed in the tone it carries. */
export const FeedbackBlock = Schema.Struct({
  block: Schema.Literal("feedback"),
  tone: Schema.Literals(FEEDBACK_TONES),
  heading: Schema.optionalKey(LocKey),
  text: LocKey
});

/** A button that prints the page, or a link drawn as a button; it needs a label or an icon. */
export const ButtonBlock = Schema.Struct({
  block: Schema.Literal("button"),
  action: Schema.Literals(["print", "link"]),
  href: Schema.optionalKey(ButtonHref),
  label: Schema.optionalKey(LocKey),
  icon: Schema.optionalKey(Schema.Literals(BLOCK_ICONS)),
  /** What a screen reader says for a button with an icon and no label. */
  accessibleName: Schema.optionalKey(LocKey)
});

export const SummaryValue = Schema.Struct({
  label: Schema.optionalKey(LocKey),
  icon: Schema.optionalKey(Schema.Literals(BLOCK_ICONS)),
  /** What a screen reader says for an icon without a label. */
  accessibleName: Schema.optionalKey(LocKey),
  /** The field of this model whose answer shows. */
  field: Schema.NonEmptyString
});

/** A header and sections of labelled answers of this model's fields (spec section 2). */
export const DataSummaryBlock = Schema.Struct({
  block: Schema.Literal("dataSummary"),
  header: LocKey,
  sections: Schema.Array(
    Schema.Struct({ heading: LocKey, values: Schema.Array(SummaryValue).check(Schema.isMinLength(1), Schema.isMaxLength(50)) })
  ).check(Schema.isMinLength(1), Schema.isMaxLength(20))
});

/** Fields of this model, in this order, each spanning its columns (12, the whole row, when not given). */
export const FieldsBlock = Schema.Struct({
  block: Schema.Literal("fields"),
  keys: Schema.Array(Schema.NonEmptyString).check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  columns: Schema.optionalKey(Schema.Record(Schema.String, Columns))
});

/** firstName, middleInitial and lastName of this model, at the widths of the style. */
export const NameInputBlock = Schema.Struct({
  block: Schema.Literal("nameInput"),
  style: Schema.Literals(NAME_STYLES)
});

/** The address fields of this model (spec section 3), shown as the address rule says, each spanning its columns. */
export const AddressBlock = Schema.Struct({
  block: Schema.Literal("address"),
  columns: Schema.optionalKey(Columns)
});

/** A record list of the page (uploaded documents, claim transactions) drawn here rather than after the page's fields. */
export const RecordsBlock = Schema.Struct({
  block: Schema.Literal("records"),
  /** The metadataHash of the list's record template. */
  list: Schema.NonEmptyString
});

/**
 * The invisible captcha's notice (spec sections 1 and 4): that the page is protected by the provider, whose
 * privacy policy and terms apply, with links to both. Shown only while captcha is on; put where it runs (the
 * start page, and the page that files the claim).
 */
export const CaptchaBlock = Schema.Struct({
  block: Schema.Literal("captcha"),
  /** The notice; `{provider}` is the provider's name. */
  text: LocKey,
  privacyLabel: LocKey,
  termsLabel: LocKey
});

export const PAGE_BLOCK_KINDS = ["copy", "list", "banner", "feedback", "button", "dataSummary", "fields", "nameInput", "address", "records", "captcha"] as const;

export const PageBlock = Schema.Union([
  CopyBlock,
  ListBlock,
  BannerBlock,
  FeedbackBlock,
  ButtonBlock,
  DataSummaryBlock,
  FieldsBlock,
  NameInputBlock,
  AddressBlock,
  RecordsBlock,
  CaptchaBlock
]);
export type PageBlock = typeof PageBlock.Type;

/** A model's blocks: at most this many. */
const MAX_BLOCKS = 100;

export const PageBlocks = Schema.Array(PageBlock).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_BLOCKS));
