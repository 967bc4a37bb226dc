// The required marker follows the case's conditional rules (spec section 5), as a claimant and a screen
// reader meet it: the document description is required only when the document type is Other, so its label,
// and with it the input's accessible name, says "(required)" only then, in both directions, in either
// language. (The marker in the name is what is announced; no aria-required beside it, which would say it twice.)
import { DEMO_CULTURES, demoText } from "./support/demo-content.ts";
import { DOCUMENTS_ENTRY, beginClaim, fieldByLabel, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, test } from "./support/site-test.ts";

for (const culture of DEMO_CULTURES) {
  test(`the description says "(required)" only while the type is Other, in ${culture}`, ONE_THEME, async ({ sitePage: page, problems }) => {
    const text = (key: string): string => demoText(culture, key);
    await beginClaim(page, DOCUMENTS_ENTRY, usMembersFor("DocumentsUpload")[14 + DEMO_CULTURES.indexOf(culture)]!, culture);
    const label = text("LocKey_Label_DocumentDescription");
    const marked = `${label} ${text("LocKey_Required_Marker")}`;
    const description = fieldByLabel(page, label, culture);
    const documentType = fieldByLabel(page, text("LocKey_Label_DocumentType"), culture);

    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByLabel(marked, { exact: true })).toHaveCount(0);
    await expect(description).toHaveAccessibleName(label);

    await documentType.selectOption({ label: text("LocKey_Option_DocumentType_Other") });
    await expect(page.getByLabel(marked, { exact: true })).toBeVisible();
    await expect(description).toHaveAccessibleName(marked);

    await documentType.selectOption({ label: text("LocKey_Option_DocumentType_Receipt") });
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByLabel(marked, { exact: true })).toHaveCount(0);
    await expect(description).toHaveAccessibleName(label);
    expect(problems.list()).toEqual([]);
  });
}
