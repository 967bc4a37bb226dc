// domain/ and application/ are compiled with no DOM and no Node types, so browser and server globals
// there do not compile. Checked by compiling a probe file under each layer's own tsconfig.
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

/** The diagnostics of `source` compiled as a file of `layer`, with that layer's tsconfig. */
const compileIn = (layer: string, source: string): string[] => {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(ROOT, layer, "tsconfig.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    }
  });
  if (parsed === undefined) throw new Error(`no tsconfig for ${layer}`);
  const probe = join(ROOT, layer, "layer-probe.ts");
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === probe ? ts.createSourceFile(fileName, source, languageVersion) : getSourceFile(fileName, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === probe || fileExists(fileName);
  const program = ts.createProgram({ rootNames: [probe], options: parsed.options, host });
  return [...program.getSemanticDiagnostics(program.getSourceFile(probe)), ...program.getSyntacticDiagnostics(program.getSourceFile(probe))].map(
    (diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")
  );
};

describe.each(["domain", "application"])("the %s layer's types", (layer) => {
  it("compile plain ES2023 code", () => {
    expect(compileIn(layer, "export const largest = Math.max(...[1, 2].map((n) => n * 2));\n")).toEqual([]);
  });

  it.each(["window", "document", "fetch", "process", "localStorage", "Buffer"])("do not know %s", (global) => {
    const diagnostics = compileIn(layer, `export const probe = typeof ${global} === "undefined" ? 0 : ${global};\n`);
    expect(diagnostics.join("\n")).toContain(`Cannot find name '${global}'`);
  });
});
