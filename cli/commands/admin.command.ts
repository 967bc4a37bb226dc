// `claims admin add NAME | list | revoke NAME`: the settlement's administrators, in the store the server with the
// same settings uses (DATA_DIR or DATABASE_URL; a PGlite folder only while its server is stopped). add prints
// the new token alone on standard output, once: only its hash is kept, so it can never be shown again.
// Exit 0 when done; 1 when there was nothing to do (a name taken, an unknown one); 2 when it could not begin.
import { Command } from "commander";
import { ADMINISTRATOR_NAME, type AdministratorsDesk, type StoreOptions } from "../../server/start.ts";
import { describeStartFailure } from "./serve.command.ts";
import type { CommandOutput } from "./replay.command.ts";

export interface AdminDependencies {
  /** Runs the work on the store's administrators (server/start.ts withAdministrators, with the environment bound). */
  readonly withAdministrators: <T>(options: StoreOptions, work: (desk: AdministratorsDesk) => Promise<T>) => Promise<{ readonly result: T; readonly storeName: string }>;
}

const storeOptions = (command: Command): Command =>
  command
    .option("--case <dir>", "the case directory (CASE_DIR; default cases/demo)")
    .option("--data <dir>", "PGlite's data folder (DATA_DIR; default .data); stop the server that uses it first")
    .option("--database-url <url>", "a PostgreSQL database instead of PGlite (DATABASE_URL)");

const day = (at: Date): string => at.toISOString().slice(0, 16).replace("T", " ");

export const adminCommand = (dependencies: AdminDependencies, output: CommandOutput, exit: (code: number) => void): Command => {
  const admin = new Command("admin").description("manage the administrators who may use the admin API and the /admin page");
  /** Runs a subcommand's work, saying in one line why it could not begin. */
  const run = async <T>(name: string, options: StoreOptions, work: (desk: AdministratorsDesk) => Promise<T>): Promise<{ readonly result: T; readonly storeName: string } | null> => {
    try {
      return await dependencies.withAdministrators(options, work);
    } catch (error) {
      output.stderr.write(`claims admin ${name}: ${describeStartFailure(error)}\n`);
      exit(2);
      return null;
    }
  };

  storeOptions(admin.command("add").description("add an administrator and print their token, once").argument("<name>", "lowercase letters, digits and hyphens"))
    .action(async (name: string, options: StoreOptions) => {
      if (!ADMINISTRATOR_NAME.test(name)) {
        output.stderr.write(`claims admin add: "${name}" is not a name: lowercase letters, digits and hyphens, 40 at most, not starting with a hyphen.\n`);
        exit(2);
        return;
      }
      const done = await run("add", options, (desk) => desk.add(name));
      if (done === null) return;
      if (done.result === null) {
        output.stderr.write(`claims admin add: there is already an administrator ${name} in ${done.storeName}; revoked names stay taken.\n`);
        exit(1);
        return;
      }
      output.stderr.write(`claims admin add: ${name} added to ${done.storeName}. Their token follows, shown this once: keep it in a password manager.\n`);
      output.stdout.write(`${done.result}\n`);
      exit(0);
    });

  storeOptions(admin.command("list").description("list the administrators, revoked ones too")).action(async (options: StoreOptions) => {
    const done = await run("list", options, (desk) => desk.list());
    if (done === null) return;
    const lines = done.result.map((each) => `${each.name.padEnd(40)} added ${day(each.addedAt)} UTC${each.revokedAt === null ? "" : `, revoked ${day(each.revokedAt)} UTC`}`);
    output.stdout.write(`${[...lines, `${String(done.result.length)} administrators in ${done.storeName}`].join("\n")}\n`);
    exit(0);
  });

  storeOptions(admin.command("revoke").description("revoke an administrator's token at once").argument("<name>", "the administrator"))
    .action(async (name: string, options: StoreOptions) => {
      const done = await run("revoke", options, (desk) => desk.revoke(name));
      if (done === null) return;
      if (!done.result) {
        output.stderr.write(`claims admin revoke: ${done.storeName} has no administrator ${name} whose token is good.\n`);
        exit(1);
        return;
      }
      output.stdout.write(`claims admin revoke: ${name}'s token no longer opens anything.\n`);
      exit(0);
    });
  return admin;
};
