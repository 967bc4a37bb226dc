// A bad export option, named: which option, and what it takes. The command says it in one line; the admin API
// answers it as a 400.
export class ExportRequestError extends Error {
  override readonly name = "ExportRequestError";

  constructor(
    readonly option: string,
    problem: string
  ) {
    super(`${option}: ${problem}`);
  }
}
