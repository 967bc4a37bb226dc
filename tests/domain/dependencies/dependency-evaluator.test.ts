import { describe, expect, it } from "vitest";
import { evaluateDependencies } from "../../../domain/dependencies/dependency-evaluator.ts";
import type { DependencyNode } from "../../../domain/dependencies/dependency-node.ts";
import type { DependencyStates } from "../../../domain/dependencies/dependency-state.ts";
import type { FieldDependencies } from "../../../domain/dependencies/dependency.schema.ts";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import type { Fields } from "../../../domain/forms/field-value.ts";

const SHOWN = { fulfilled: true, visible: true, disabled: false, maskName: null };
const HIDDEN = { fulfilled: false, visible: false, disabled: false, maskName: null };
const DISABLED = { fulfilled: false, visible: true, disabled: true, maskName: null };

const whenYes = (options: Omit<FieldDependencies, "conditions"> = {}): FieldDependencies => ({
  conditions: [{ field: "hasUnits", equals: ["yes"] }],
  ...options
});

const field = (key: string, dependencies?: FieldDependencies): DependencyNode =>
  dependencies === undefined ? { key } : { key, dependencies };

const evaluate = (tree: readonly DependencyNode[], fields: Fields, previous?: DependencyStates) =>
  evaluateDependencies(tree, { fields }, previous);

const thrownBy = (action: () => unknown): Error => {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error("nothing was thrown");
};

describe("a field without dependencies", () => {
  it("is shown, enabled and fulfilled, with its own mask", () => {
    const result = evaluate([{ key: "phone", maskName: "USA_PHONE_NUMBER" }, field("name")], { phone: null, name: "Ann" });
    expect(result.states).toEqual({ phone: { ...SHOWN, maskName: "USA_PHONE_NUMBER" }, name: SHOWN });
    expect(result.resets).toEqual([]);
  });
});

describe("an unfulfilled dependency", () => {
  const tree = [field("hasUnits"), field("units", whenYes())];

  it("hides the field by default", () => {
    expect(evaluate(tree, { hasUnits: "no", units: null }).states["units"]).toEqual(HIDDEN);
    expect(evaluate(tree, { hasUnits: "YES", units: null }).states["units"]).toEqual(SHOWN);
  });

  it("disables the field instead when told to", () => {
    const disabling = [field("hasUnits"), field("units", whenYes({ disableInsteadOfHide: true }))];
    expect(evaluate(disabling, { hasUnits: "no", units: null }).states["units"]).toEqual(DISABLED);
    expect(evaluate(disabling, { hasUnits: "yes", units: null }).states["units"]).toEqual(SHOWN);
  });

  it("resets the value to null when it becomes unfulfilled", () => {
    const before = evaluate(tree, { hasUnits: "yes", units: "12" });
    const after = evaluate(tree, { hasUnits: "no", units: "12" }, before.states);
    expect(after.resets).toEqual([{ key: "units", value: null }]);
  });

  it("resets to the configured reset value instead of null", () => {
    const withResetValue = [field("hasUnits"), field("units", whenYes({ resetValue: 0 }))];
    const before = evaluate(withResetValue, { hasUnits: "yes", units: 12 });
    expect(evaluate(withResetValue, { hasUnits: "no", units: 12 }, before.states).resets).toEqual([{ key: "units", value: 0 }]);
  });

  it("resets a disabled field as well", () => {
    const disabling = [field("hasUnits"), field("units", whenYes({ disableInsteadOfHide: true, resetValue: "none" }))];
    const before = evaluate(disabling, { hasUnits: "yes", units: "12" });
    expect(evaluate(disabling, { hasUnits: "no", units: "12" }, before.states).resets).toEqual([{ key: "units", value: "none" }]);
  });

  it("resets nothing when the value already is the reset value", () => {
    const withResetValue = [field("hasUnits"), field("units", whenYes({ resetValue: false }))];
    const before = evaluate(withResetValue, { hasUnits: "yes", units: false });
    expect(evaluate(withResetValue, { hasUnits: "no", units: false }, before.states).resets).toEqual([]);
    expect(evaluate(tree, { hasUnits: "no", units: null }, before.states).resets).toEqual([]);
  });

  it("resets only on the change, not while it stays unfulfilled", () => {
    const before = evaluate(tree, { hasUnits: "no", units: null });
    expect(evaluate(tree, { hasUnits: "maybe", units: "set by the program" }, before.states).resets).toEqual([]);
  });

  it("counts as a change on a first evaluation, so a value that starts unmet is reset", () => {
    expect(evaluate(tree, { hasUnits: "no", units: "12" }).resets).toEqual([{ key: "units", value: null }]);
    expect(evaluate(tree, { hasUnits: "yes", units: "12" }).resets).toEqual([]);
  });
});

describe("resetting when fulfilled", () => {
  it("resets the value when the dependency becomes fulfilled, if told to", () => {
    const tree = [field("hasUnits"), field("units", whenYes({ resetWhenFulfilled: true, resetValue: 1 }))];
    const before = evaluate(tree, { hasUnits: "no", units: 5 });
    const after = evaluate(tree, { hasUnits: "yes", units: 5 }, before.states);
    expect(after.resets).toEqual([{ key: "units", value: 1 }]);
    expect(evaluate(tree, { hasUnits: "yes", units: 5 }, after.states).resets).toEqual([]);
  });

  it("leaves the value alone when it becomes fulfilled otherwise", () => {
    const tree = [field("hasUnits"), field("units", whenYes({ resetValue: 1 }))];
    const before = evaluate(tree, { hasUnits: "no", units: 5 });
    expect(evaluate(tree, { hasUnits: "yes", units: 5 }, before.states).resets).toEqual([]);
  });

  it("does not reset on a first evaluation, which has no change to fulfilled", () => {
    const tree = [field("hasUnits"), field("units", whenYes({ resetWhenFulfilled: true }))];
    expect(evaluate(tree, { hasUnits: "yes", units: 5 }).resets).toEqual([]);
  });
});

describe("combining conditions", () => {
  const conditions = [
    { field: "country", equals: ["US"] },
    { field: "state", hasValue: true }
  ] as const;

  it("needs all conditions by default", () => {
    const tree = [field("zip", { conditions: [...conditions] })];
    expect(evaluate(tree, { country: "US", state: "CA", zip: null }).states["zip"]?.fulfilled).toBe(true);
    expect(evaluate(tree, { country: "US", state: null, zip: null }).states["zip"]?.fulfilled).toBe(false);
    expect(evaluate([field("zip", { conditions: [...conditions], match: "all" })], { country: "CA", state: "ON", zip: null }).states["zip"]?.fulfilled).toBe(false);
  });

  it("needs one condition with match any", () => {
    const tree = [field("zip", { conditions: [...conditions], match: "any" })];
    expect(evaluate(tree, { country: "US", state: null, zip: null }).states["zip"]?.fulfilled).toBe(true);
    expect(evaluate(tree, { country: "CA", state: "ON", zip: null }).states["zip"]?.fulfilled).toBe(true);
    expect(evaluate(tree, { country: "CA", state: null, zip: null }).states["zip"]?.fulfilled).toBe(false);
  });

  it("reads a field of another model named by its dtoMapping", () => {
    const tree = [field("vin", { conditions: [{ field: "ownsVehicle", model: "claimantInfo", equals: [true] }] })];
    const fields = { vin: null };
    expect(evaluateDependencies(tree, { fields, models: { claimantInfo: { ownsVehicle: "true" } } }).states["vin"]).toEqual(SHOWN);
    expect(evaluateDependencies(tree, { fields, models: { claimantInfo: { ownsVehicle: false } } }).states["vin"]).toEqual(HIDDEN);
    expect(evaluateDependencies(tree, { fields }).states["vin"]).toEqual(HIDDEN);
  });
});

describe("inheritance from enclosing blocks", () => {
  const group = (dependencies: FieldDependencies, children: readonly DependencyNode[]): DependencyNode => ({
    key: "vehicleBlock",
    dependencies,
    children
  });

  it("hides everything inside a hidden block and resets its fields, each to its own reset value", () => {
    const tree = [
      field("hasUnits"),
      group(whenYes(), [field("make"), field("model", { conditions: [{ field: "make" }], resetValue: "n/a" })])
    ];
    const before = evaluate(tree, { hasUnits: "yes", make: "Ford", model: "T" });
    expect(before.states["model"]).toEqual(SHOWN);
    const after = evaluate(tree, { hasUnits: "no", make: "Ford", model: "T" }, before.states);
    expect(after.states).toMatchObject({ vehicleBlock: HIDDEN, make: HIDDEN, model: HIDDEN });
    expect(after.resets).toEqual([
      { key: "make", value: null },
      { key: "model", value: "n/a" }
    ]);
  });

  it("disables everything inside a disabled block", () => {
    const tree = [field("hasUnits"), group(whenYes({ disableInsteadOfHide: true }), [field("make")])];
    const states = evaluate(tree, { hasUnits: "no", make: null }).states;
    expect(states).toMatchObject({ vehicleBlock: DISABLED, make: DISABLED });
  });

  it("never resets a block, whose key is not a field", () => {
    const tree = [field("hasUnits"), group(whenYes({ resetValue: "x" }), [])];
    expect(evaluate(tree, { hasUnits: "no" }).resets).toEqual([]);
  });

  it("lets a field that breaks inheritance follow only its own conditions", () => {
    const tree = [
      field("hasUnits"),
      field("note"),
      group(whenYes(), [
        field("make"),
        field("contact", { conditions: [{ field: "note", hasValue: true }], breakInheritance: true })
      ])
    ];
    const states = evaluate(tree, { hasUnits: "no", note: "call me", make: null, contact: null }).states;
    expect(states["make"]).toEqual(HIDDEN);
    expect(states["contact"]).toEqual(SHOWN);
    expect(evaluate(tree, { hasUnits: "no", note: null, make: null, contact: null }).states["contact"]).toEqual(HIDDEN);
  });

  it("passes a breaking node's own state on to what it contains", () => {
    const breaking: DependencyNode = {
      key: "inner",
      dependencies: { conditions: [{ field: "note" }], breakInheritance: true, disableInsteadOfHide: true },
      children: [field("deep")]
    };
    const tree = [field("hasUnits"), field("note"), group(whenYes(), [breaking])];
    expect(evaluate(tree, { hasUnits: "no", note: "x", deep: null }).states["deep"]).toEqual(SHOWN);
    expect(evaluate(tree, { hasUnits: "yes", note: null, deep: null }).states["deep"]).toEqual(DISABLED);
  });

  it("keeps a disabling field inside a hidden block hidden, and reports it disabled too", () => {
    const tree = [
      field("hasUnits"),
      field("note"),
      group(whenYes(), [field("make", { conditions: [{ field: "note" }], disableInsteadOfHide: true })])
    ];
    expect(evaluate(tree, { hasUnits: "no", note: null, make: null }).states["make"]).toEqual({
      fulfilled: false,
      visible: false,
      disabled: true,
      maskName: null
    });
  });

  it("hides a hiding field inside a disabled block, and reports it disabled too", () => {
    const tree = [
      field("hasUnits"),
      field("note"),
      group(whenYes({ disableInsteadOfHide: true }), [field("make", { conditions: [{ field: "note" }] })])
    ];
    expect(evaluate(tree, { hasUnits: "no", note: null, make: null }).states["make"]).toEqual({
      fulfilled: false,
      visible: false,
      disabled: true,
      maskName: null
    });
    expect(evaluate(tree, { hasUnits: "no", note: "x", make: null }).states["make"]).toEqual(DISABLED);
  });
});

describe("resets that unmeet other dependencies", () => {
  it("carries on until nothing more is due: emptying B hides C, which depends on B", () => {
    const tree = [
      field("a"),
      field("b", { conditions: [{ field: "a", equals: ["yes"] }] }),
      field("c", { conditions: [{ field: "b", hasValue: true }], resetValue: "none" })
    ];
    const before = evaluate(tree, { a: "yes", b: "filled", c: "kept" });
    const after = evaluate(tree, { a: "no", b: "filled", c: "kept" }, before.states);
    expect(after.resets).toEqual([
      { key: "b", value: null },
      { key: "c", value: "none" }
    ]);
    expect(after.states["c"]).toEqual(HIDDEN);
  });

  it("ends on fields that depend on each other", () => {
    const tree = [
      field("x", { conditions: [{ field: "y", hasValue: true }] }),
      field("y", { conditions: [{ field: "x", hasValue: true }], resetWhenFulfilled: true })
    ];
    const result = evaluate(tree, { x: "1", y: null });
    expect(result.resets).toEqual([{ key: "x", value: null }]);
    expect(result.states).toMatchObject({ x: HIDDEN, y: HIDDEN });
  });
});

describe("mask override", () => {
  const tree: DependencyNode[] = [
    field("country"),
    field("mobile"),
    {
      key: "phone",
      maskName: "INTERNATIONAL_PHONE_NUMBER",
      dependencies: {
        conditions: [
          { field: "country", equals: ["US"], maskName: "USA_PHONE_NUMBER" },
          { field: "mobile", equals: [true], maskName: "INTERNATIONAL_PHONE_NUMBER" }
        ],
        match: "any"
      }
    }
  ];

  it("uses the mask of a fulfilled dependency", () => {
    expect(evaluate(tree, { country: "us", mobile: false, phone: null }).states["phone"]?.maskName).toBe("USA_PHONE_NUMBER");
  });

  it("keeps the field's own mask while no overriding dependency is fulfilled", () => {
    expect(evaluate(tree, { country: "CA", mobile: false, phone: null }).states["phone"]?.maskName).toBe("INTERNATIONAL_PHONE_NUMBER");
  });

  it("refuses two fulfilled dependencies that give different masks", () => {
    const error = thrownBy(() => evaluate(tree, { country: "US", mobile: true, phone: null }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).toMatchObject({ reason: "conflictingDependencyMasks" });
    expect(error.message).toContain('"phone"');
    expect(error.message).toContain('"USA_PHONE_NUMBER" and "INTERNATIONAL_PHONE_NUMBER"');
  });
});

describe("configuration errors", () => {
  it("refuses dependencies on a file field, naming the field", () => {
    const tree: DependencyNode[] = [field("hasDocs"), { key: "upload", control: "file", dependencies: whenYes() }];
    const error = thrownBy(() => evaluate(tree, { hasDocs: "yes", upload: null }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).toMatchObject({ reason: "fileFieldDependency" });
    expect(error.message).toBe('Dependencies on a file field unsupported (field "upload").');
  });

  it("lets a file field without dependencies inherit a block's state and be reset", () => {
    const tree: DependencyNode[] = [
      field("hasUnits"),
      { key: "docs", dependencies: whenYes(), children: [{ key: "upload", control: "file" }] }
    ];
    const file = [{ name: "a.pdf", size: 1, type: "application/pdf" }];
    const result = evaluate(tree, { hasUnits: "no", upload: file });
    expect(result.states["upload"]).toEqual(HIDDEN);
    expect(result.resets).toEqual([{ key: "upload", value: null }]);
  });

  it("refuses a dependency pattern that is not a regular expression", () => {
    const tree = [field("zip"), field("plus4", { conditions: [{ field: "zip", matches: "^\\d{5}(" }] })];
    const error = thrownBy(() => evaluate(tree, { zip: "12345", plus4: null }));
    expect(error).toMatchObject({ reason: "invalidRegularExpression" });
    expect(error.message).toContain('"plus4"');
    expect(error.message).toContain("the pattern /^\\d{5}(/ does not compile");
  });

  it("refuses a key that appears twice on the page", () => {
    const tree = [field("name"), { key: "block", children: [field("name")] }];
    const error = thrownBy(() => evaluate(tree, { name: null }));
    expect(error).toMatchObject({ reason: "duplicateDependencyKey" });
    expect(error.message).toBe('The key "name" appears more than once on the page.');
  });
});
