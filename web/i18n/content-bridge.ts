// Feeds the session's localization content into i18next, and the page's lang attribute, whenever the
// culture or its content changes, before React renders the change.
import type { i18n } from "i18next";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { LocalizationItem } from "../../domain/culture/culture-content.schema.ts";
import { asResource } from "./create-i18n.ts";

export const bindContent = (session: ClaimSession, instance: i18n, root: HTMLElement | null): (() => void) => {
  let shown: readonly LocalizationItem[] | null = null;
  let shownCulture: string | null = null;
  const sync = (): void => {
    const { content, culture } = session.getSnapshot();
    if (content === shown && culture === shownCulture) return;
    // Before start-up has loaded any content, the content the page was served with stays.
    if (content.length === 0) return;
    shown = content;
    shownCulture = culture;
    // The culture's content replaces what it had: no key of an earlier load lingers.
    instance.removeResourceBundle(culture, "translation");
    instance.addResourceBundle(culture, "translation", asResource(content));
    void instance.changeLanguage(culture);
    if (root !== null) root.lang = culture;
  };
  sync();
  return session.subscribe(sync);
};
