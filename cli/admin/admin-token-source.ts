// Where a command that calls the admin API finds the administrator's token: a file (--token-file, its first
// line) or the CLAIMS_ADMIN_TOKEN variable; never an option's value, which a shell's history and the process
// list would keep.
import { readFile } from "node:fs/promises";

export const TOKEN_VARIABLE = "CLAIMS_ADMIN_TOKEN";

export class TokenSourceError extends Error {
  override readonly name = "TokenSourceError";
}

export const adminTokenFrom = async (tokenFile: string | undefined, env: Readonly<Record<string, string | undefined>>): Promise<string> => {
  if (tokenFile !== undefined) {
    const text = await readFile(tokenFile, "utf8").catch(() => {
      throw new TokenSourceError(`--token-file: there is no readable file ${tokenFile}`);
    });
    const token = text.split(/\r?\n/, 1)[0]?.trim() ?? "";
    if (token === "") throw new TokenSourceError(`--token-file: ${tokenFile} holds no token on its first line`);
    return token;
  }
  const token = env[TOKEN_VARIABLE]?.trim() ?? "";
  if (token === "") throw new TokenSourceError(`calling the admin API needs a token: set ${TOKEN_VARIABLE} or give --token-file`);
  return token;
};
