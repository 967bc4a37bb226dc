// A case without members (no members.json, or an empty one): the server then starts only from a roster
// imported into its store (`claims members import`), which lint cannot see. A warning: a large class is
// meant to live there; a small case that forgot its file would let nobody authorize.
import { MEMBERS_FILE } from "../../domain/case/case-members.ts";
import type { ClassMember } from "../../domain/case/claims-case.ts";
import { type LintFinding, finding } from "./lint-finding.ts";

export const NO_MEMBERS_WARNING =
  "the case lists no member: the server starts only if a roster was imported into its store (claims members import <file.csv> --case <dir>), else nobody could authorize";

export const missingMemberFindings = (members: readonly ClassMember[] | null): readonly LintFinding[] =>
  members !== null && members.length === 0 ? [finding("warning", MEMBERS_FILE, "", NO_MEMBERS_WARNING)] : [];
