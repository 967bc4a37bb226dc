// The case loader on a directory on disk, as the server composes it: the domain's loadCase over the Node reader.
import { nodeCaseReader } from "../../../adapters/files/case-reader.node-fs.ts";
import type { ClaimsCase } from "../../../domain/case/claims-case.ts";
import { loadCase } from "../../../domain/case/load-case.ts";

export const loadCaseAt = (dir: string): Promise<ClaimsCase> => loadCase(nodeCaseReader(dir));
