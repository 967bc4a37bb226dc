import { describe, expect, it } from "vitest";
import { checkDraftNotDirty, isDirtyDraft } from "../../../../domain/validation/multi-record/dirty-draft.ts";
import { EDITED, TOUCHED_ONLY, file, makeModel } from "./model-fixture.ts";

describe("isDirtyDraft", () => {
  it("is dirty when an edited field holds a value", () => {
    const draft = makeModel("t1", { amount: "12", payee: null }, { fieldStates: { amount: EDITED } });
    expect(isDirtyDraft(draft)).toBe(true);
  });

  it("is dirty when an edited field holds false, 0 or a file", () => {
    expect(isDirtyDraft(makeModel("t1", { agree: false }, { fieldStates: { agree: EDITED } }))).toBe(true);
    expect(isDirtyDraft(makeModel("t1", { count: 0 }, { fieldStates: { count: EDITED } }))).toBe(true);
    expect(isDirtyDraft(makeModel("t1", { file: [file("a.pdf")] }, { fieldStates: { file: EDITED } }))).toBe(true);
  });

  it("is clean when the claimant cleared every edited field again", () => {
    const draft = makeModel("t1", { amount: null, payee: "  " }, { fieldStates: { amount: EDITED, payee: EDITED } });
    expect(isDirtyDraft(draft)).toBe(false);
  });

  it("is clean when values were set by the program, not edited", () => {
    expect(isDirtyDraft(makeModel("t1", { country: "US" }))).toBe(false);
  });

  it("is clean when fields were only touched by a failed Next", () => {
    expect(isDirtyDraft(makeModel("t1", { country: "US" }, { fieldStates: { country: TOUCHED_ONLY } }))).toBe(false);
  });
});

describe("checkDraftNotDirty", () => {
  const dirty = makeModel("t1", { amount: "12" }, { fieldStates: { amount: EDITED } });

  it("reports a dirty draft at its client id", () => {
    expect(checkDraftNotDirty(dirty, true)).toEqual({ path: ["t1"], code: "formIsDirty", params: {} });
  });

  it("lets a dirty draft whose dependencies are unmet pass", () => {
    expect(checkDraftNotDirty(dirty, false)).toBeNull();
  });

  it("lets a clean draft pass", () => {
    expect(checkDraftNotDirty(makeModel("t2", { amount: null }), true)).toBeNull();
  });
});
