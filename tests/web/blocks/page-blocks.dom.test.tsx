// A page laid out by the blocks its model's configuration places (docs/case-directory.md, "Page blocks"):
// copy in place of the fixed introduction, a list, a banner, feedback that announces nothing, buttons that
// print or go somewhere, a data summary of the model's answers, the captcha's notice while captcha is on, and
// field blocks drawing the fields in the blocks' order, not the configuration's. Texts are the demo's content.
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

afterEach(() => {
  vi.restoreAllMocks();
});

const FIELDS = [
  { key: "email", control: "text", label: "LocKey_Label_Email" },
  {
    key: "contactPreference",
    control: "radio",
    label: "LocKey_Label_ContactPreference",
    options: [
      { value: "Email", label: "LocKey_Option_ContactPreference_Email" },
      { value: "Mail", label: "LocKey_Option_ContactPreference_Mail" }
    ]
  },
  { key: "phone", control: "text", label: "LocKey_Label_Phone" }
];

/** A name that starts with the label's text (a required marker may follow). */
const startingWith = (key: string): RegExp => new RegExp(`^${demoText(key).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The claim's form, where the blocks are drawn (the page's header and footer have lists and links of their own). */
const form = (): HTMLElement => document.querySelector("form")!;

/** The ids of the page's inputs, in document order, as the claimant tabs through them. */
const inputKeys = (): readonly string[] =>
  [...document.querySelectorAll("form input[type=text], form input[type=email], form input[type=tel]")].map((input) => input.id.split("-").at(-1) ?? "");

describe("page blocks", () => {
  it("draws copy in place of the page's introduction, and the fields in the blocks' order", async () => {
    await renderFields(api, FIELDS, {
      blocks: [
        { block: "copy", heading: "LocKey_Heading_ContactDetails", text: "LocKey_Copy_ContactDetails" },
        { block: "fields", keys: ["phone"] },
        { block: "copy", text: "LocKey_Copy_HaveReady" },
        { block: "fields", keys: ["email", "contactPreference"], columns: { email: 6 } }
      ]
    });
    expect(screen.queryByText(demoText("LocKey_PageIntro_StandardStart"))).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: demoText("LocKey_Heading_ContactDetails") })).toBeVisible();
    const copy = screen.getByText(demoText("LocKey_Copy_ContactDetails"));
    const haveReady = screen.getByText(demoText("LocKey_Copy_HaveReady"));
    const phone = screen.getByRole("textbox", { name: startingWith("LocKey_Label_Phone") });
    const email = screen.getByRole("textbox", { name: startingWith("LocKey_Label_Email") });
    // copy, phone, copy, e-mail, in that order on the page.
    expect(copy.compareDocumentPosition(phone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(phone.compareDocumentPosition(haveReady) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(haveReady.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(inputKeys().filter((key) => key === "phone" || key === "email")).toEqual(["phone", "email"]);
    expect(screen.getByRole("group", { name: startingWith("LocKey_Label_ContactPreference") })).toBeVisible();
  });

  it("without copy blocks keeps the page's introduction", async () => {
    await renderFields(api, FIELDS, { blocks: [{ block: "fields", keys: ["email", "contactPreference", "phone"] }] });
    expect(screen.getByText(demoText("LocKey_PageIntro_StandardStart"))).toBeVisible();
  });

  it("draws a list, a banner named by its heading, and feedback that is part of the page, not an announcement", async () => {
    await renderFields(api, FIELDS, {
      blocks: [
        { block: "list", items: ["LocKey_List_ModelAndSerial", "LocKey_List_PurchaseDetails"] },
        { block: "list", ordered: true, items: ["LocKey_List_RepairDetails"] },
        { block: "banner", heading: "LocKey_Banner_DocumentsHeading", text: "LocKey_Banner_DocumentsCopy" },
        { block: "banner", text: "LocKey_Feedback_PaymentTiming" },
        { block: "feedback", tone: "information", heading: "LocKey_Heading_ContactDetails", text: "LocKey_Copy_ContactDetails" },
        { block: "fields", keys: ["email", "contactPreference", "phone"] }
      ]
    });
    // The start page waits for the blocks' code: they are there as soon as it shows, so nothing moves after.
    expect(screen.getByText(demoText("LocKey_List_ModelAndSerial"))).toBeVisible();
    const lists = within(form()).getAllByRole("list");
    const bullets = lists.find((list) => list.tagName === "UL");
    expect(within(bullets!).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      demoText("LocKey_List_ModelAndSerial"),
      demoText("LocKey_List_PurchaseDetails")
    ]);
    expect(lists.find((list) => list.tagName === "OL")).toHaveTextContent(demoText("LocKey_List_RepairDetails"));
    const banner = screen.getByRole("region", { name: demoText("LocKey_Banner_DocumentsHeading") });
    expect(banner).toHaveTextContent(demoText("LocKey_Banner_DocumentsCopy"));
    // A banner without a heading is no landmark: a region needs a name.
    expect(screen.getAllByRole("region").filter((region) => region.textContent.includes(demoText("LocKey_Feedback_PaymentTiming")))).toEqual([]);
    expect(screen.getByText(demoText("LocKey_Feedback_PaymentTiming"))).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: demoText("LocKey_Heading_ContactDetails") })).toBeVisible();
    const feedback = screen.getByText(demoText("LocKey_Copy_ContactDetails"));
    expect(feedback.closest("[role=status], [role=alert], [aria-live]")).toBeNull();
  });

  it("draws buttons: Print prints the page, an icon alone is named, a link goes to this site in place and elsewhere in a new tab", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { user } = await renderFields(api, FIELDS, {
      blocks: [
        { block: "fields", keys: ["email", "contactPreference", "phone"] },
        { block: "button", action: "print", icon: "print", label: "LocKey_Button_PrintAnswers" },
        { block: "button", action: "print", icon: "print", accessibleName: "LocKey_Button_Print" },
        { block: "button", action: "link", href: "/lookup", label: "LocKey_Nav_FileAClaim" },
        { block: "button", action: "link", href: "https://www.northwindsettlement.example/documents", icon: "external", label: "LocKey_Nav_ImportantDocuments" }
      ]
    });
    const printAnswers = await screen.findByRole("button", { name: demoText("LocKey_Button_PrintAnswers") });
    await user.click(printAnswers);
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Print") }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(within(form()).getByRole("link", { name: demoText("LocKey_Nav_FileAClaim") })).toHaveAttribute("href", "/lookup");
    const away = within(form()).getByRole("link", { name: new RegExp(`^${demoText("LocKey_Nav_ImportantDocuments")}\\s*\\(${demoText("LocKey_Nav_OpensInNewTab").slice(1, -1)}\\)$`) });
    expect(away).toHaveAttribute("href", "https://www.northwindsettlement.example/documents");
    expect(away).toHaveAttribute("target", "_blank");
    expect(away).toHaveAttribute("rel", "noopener");
    // The icons are drawn, and hidden from screen readers.
    expect(away.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("draws a data summary of the model's answers as the claimant reads them, updated as they answer", async () => {
    const { user } = await renderFields(api, FIELDS, {
      blocks: [
        { block: "fields", keys: ["email", "contactPreference", "phone"] },
        {
          block: "dataSummary",
          header: "LocKey_Heading_ContactDetails",
          sections: [
            {
              heading: "LocKey_Section_Contact",
              values: [
                { label: "LocKey_Label_Email", field: "email" },
                { label: "LocKey_Label_ContactPreference", field: "contactPreference" },
                { icon: "phone", accessibleName: "LocKey_Label_Phone", field: "phone" }
              ]
            }
          ]
        }
      ]
    });
    const summary = await screen.findByRole("region", { name: demoText("LocKey_Heading_ContactDetails") });
    expect(within(summary).getByRole("heading", { level: 3, name: demoText("LocKey_Section_Contact") })).toBeVisible();
    const answers = () => within(summary).getAllByRole("definition").map((answer) => answer.textContent);
    expect(answers()).toEqual([demoText("LocKey_Summary_NotProvided"), demoText("LocKey_Summary_NotProvided"), demoText("LocKey_Summary_NotProvided")]);
    await user.type(screen.getByRole("textbox", { name: startingWith("LocKey_Label_Email") }), "ana@example.com");
    await user.click(screen.getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Mail") }));
    expect(answers()).toEqual(["ana@example.com", demoText("LocKey_Option_ContactPreference_Mail"), demoText("LocKey_Summary_NotProvided")]);
    // The phone's term is its icon, named for screen readers.
    expect(within(summary).getAllByRole("term")[2]).toHaveTextContent(demoText("LocKey_Label_Phone"));
  });

  it("leaves out of a data summary the answers the field's dependencies hide", async () => {
    const fields = [
      ...FIELDS,
      { key: "paypalEmail", control: "text", label: "LocKey_Label_PaypalEmail", dependencies: { conditions: [{ field: "contactPreference", equals: ["Email"] }] } }
    ];
    const { user } = await renderFields(api, fields, {
      blocks: [
        { block: "fields", keys: ["email", "contactPreference", "phone", "paypalEmail"] },
        {
          block: "dataSummary",
          header: "LocKey_Heading_ContactDetails",
          sections: [{ heading: "LocKey_Section_Contact", values: [{ label: "LocKey_Label_PaypalEmail", field: "paypalEmail" }] }]
        }
      ]
    });
    const summary = await screen.findByRole("region", { name: demoText("LocKey_Heading_ContactDetails") });
    expect(within(summary).queryAllByRole("term")).toEqual([]);
    await user.click(screen.getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Email") }));
    expect(within(summary).getByRole("term")).toHaveTextContent(demoText("LocKey_Label_PaypalEmail"));
    await user.click(screen.getByRole("radio", { name: demoText("LocKey_Option_ContactPreference_Mail") }));
    expect(within(summary).queryAllByRole("term")).toEqual([]);
  });

  it("draws the captcha's notice only while captcha is on, naming its provider, with its policy and terms", async () => {
    const captcha = { block: "captcha", text: "LocKey_Captcha_Notice", privacyLabel: "LocKey_Captcha_PrivacyPolicy", termsLabel: "LocKey_Captcha_Terms" };
    const blocks = [{ block: "fields", keys: ["email", "contactPreference", "phone"] }, captcha];
    const notice = demoText("LocKey_Captcha_Notice").replace("{provider}", "hCaptcha");
    const off = await renderFields(api, FIELDS, { blocks });
    expect(screen.queryByText(notice, { exact: false })).toBeNull();
    off.unmount();

    api.use(http.get(claimsApiUrl("/api/captcha"), () => HttpResponse.json({ provider: "hCaptcha", siteKey: "10000000-ffff-ffff-ffff-000000000001" })));
    await renderFields(api, FIELDS, { blocks, settings: { captchaEnabled: true, environment: "production" } });
    expect(await screen.findByText(notice, { exact: false })).toBeVisible();
    const privacy = within(form()).getByRole("link", { name: new RegExp(`^${demoText("LocKey_Captcha_PrivacyPolicy")}`) });
    expect(privacy).toHaveAttribute("href", "https://www.hcaptcha.com/privacy");
    expect(within(form()).getByRole("link", { name: new RegExp(`^${demoText("LocKey_Captcha_Terms")}`) })).toHaveAttribute("href", "https://www.hcaptcha.com/terms");
  });
});
