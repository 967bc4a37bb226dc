// The tag of a test that needs one theme only (playwright.config.ts runs it on the first theme's server and
// leaves it out of the other themes' projects): what it proves does not depend on the layout, and the whole
// run stays short. A test that checks how pages look (axe, screenshots) runs in every theme instead.
export const ONE_THEME = { tag: "@one-theme" } as const;
