// Decides what a test command (`npm test`, `npm run test:engines`) does about the programs its tests need
// from the system: nothing when every one is there; install the missing Debian packages when it may (root,
// with apt-get); otherwise stop with one line naming the exact command to run. The facts of the machine come
// in, the plan goes out; carrying it out takes the printing and the installing as functions.

export interface SystemNeed {
  /** What the tests use it for, as a person reads it. */
  readonly purpose: string;
  /** The file whose presence shows it is installed. */
  readonly path: string;
  /** The Debian package that installs it. */
  readonly debianPackage: string;
  readonly present: boolean;
}

export interface MachineFacts {
  readonly isRoot: boolean;
  readonly hasAptGet: boolean;
}

export type TestMachinePlan =
  | { readonly kind: "ready" }
  | { readonly kind: "install"; readonly packages: readonly string[]; readonly line: string }
  | { readonly kind: "refuse"; readonly line: string };

const listed = (words: readonly string[]): string =>
  words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1] ?? ""}`;

/** The command a person runs to install the packages by hand (sudo unless already root). */
export const installCommand = (packages: readonly string[], isRoot: boolean): string => {
  const sudo = isRoot ? "" : "sudo ";
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(" ")}`;
};

/** The plan for the command `command` (as the person typed it: "npm test") on this machine. */
export const planTestMachine = (needs: readonly SystemNeed[], machine: MachineFacts, command: string): TestMachinePlan => {
  const missing = needs.filter((need) => !need.present);
  if (missing.length === 0) return { kind: "ready" };
  const packages = missing.map((need) => need.debianPackage);
  const what = listed(missing.map((need) => `${need.purpose} (${need.path})`));
  if (machine.isRoot && machine.hasAptGet) {
    return { kind: "install", packages, line: `${command}: installing ${packages.join(" ")} with apt-get, for ${what}` };
  }
  const how = machine.hasAptGet
    ? `run: ${installCommand(packages, machine.isRoot)}`
    : `install ${listed(missing.map((need) => need.path))} (Debian: ${installCommand(packages, false)})`;
  return { kind: "refuse", line: `${command} needs ${what}, which this machine lacks; ${how}` };
};

/** Carries out a plan and gives the exit code: `say` writes one line, `install` installs the packages. */
export const carryOut = (plan: TestMachinePlan, say: (line: string) => void, install: (packages: readonly string[]) => boolean): number => {
  switch (plan.kind) {
    case "ready":
      return 0;
    case "refuse":
      say(plan.line);
      return 1;
    case "install":
      say(plan.line);
      return install(plan.packages) ? 0 : 1;
  }
};
