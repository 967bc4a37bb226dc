// A file picked for a file field is checked before it joins the claim (spec sections 2 and 3, PATTERNS "Uploads"): size unread, kind
// by content, name, and content only when a listed file is as large. The field's latest pick wins: an earlier pick still being checked is
// superseded and changes nothing. Next, Upload and Submit wait for the checks under way (file-checks-settled.ts), so they judge the
// file the claimant picked last; a pick whose record went meanwhile is dropped.
import { Effect, Result } from "effect";
import { type FileEntry, isFileList } from "../../domain/forms/field-value.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import { findModel } from "../../domain/forms/model-set.ts";
import { SNIFF_BYTES } from "../../domain/uploads/media-type.ts";
import { type ListedUpload, sizeRefusal, type UploadCandidate, uploadRefusal } from "../../domain/uploads/upload-check.ts";
import { documentFileNames } from "../../domain/validation/multi-record/document-file-names.ts";
import { issue, type ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { FileContent, type FileContentShape } from "../ports/file-content.port.ts";
import type { ClaimState, FileCheck } from "../session/claim-state.ts";
import { loadedModels } from "../session/page-context.ts";
import { recordListOfModel } from "../session/record-lists.ts";
import { Session, SessionSettings } from "../session/session-context.ts";
import { editFieldValue } from "./edit-field.ts";

export interface ChooseFileOutcome {
  readonly accepted: boolean;
  /** Why the file was refused; null when accepted or superseded. */
  readonly issue: ValidationIssue | null;
  /** A newer pick for the same field started while this one was checked, or its record left the claim: nothing changed. */
  readonly superseded?: true;
}

const ACCEPTED: ChooseFileOutcome = { accepted: true, issue: null };
const SUPERSEDED: ChooseFileOutcome = { accepted: false, issue: null, superseded: true };
const refused = (found: ValidationIssue): ChooseFileOutcome => ({ accepted: false, issue: found });

const onField = (found: ValidationIssue, clientId: string, key: string): boolean => found.path[0] === clientId && found.path[1] === key;

/** The pick is the field's latest from now on: any earlier pick of the field still being checked is superseded. */
const startCheck = (state: ClaimState, clientId: string, key: string, check: FileCheck | null): ClaimState => ({
  ...state,
  fileChecks: [...state.fileChecks.filter((other) => !(other.clientId === clientId && other.key === key)), ...(check === null ? [] : [check])]
});

const filesOf = (model: FormModel): readonly FileEntry[] =>
  Object.values(model.fields).flatMap((value) => (value !== null && isFileList(value) ? value : []));

/** The check ends: its entry goes, when it is still there (a newer pick of the field replaced it otherwise). */
const dropCheck = (state: ClaimState, check: FileCheck): ClaimState =>
  state.fileChecks.includes(check) ? { ...state, fileChecks: state.fileChecks.filter((other) => other !== check) } : state;

const withIssue = (state: ClaimState, clientId: string, key: string, found: ValidationIssue): ClaimState => ({
  ...state,
  pageIssues: [...state.pageIssues.filter((other) => !onField(other, clientId, key)), found]
});

/** Whether a pick may still change its field: it is the field's latest, and the record it was made in is still in the claim. */
const stillWanted = (state: ClaimState, check: FileCheck): boolean =>
  state.fileChecks.includes(check) &&
  state.models !== null &&
  [...state.models.saved, ...state.models.drafts].some((model) => model.clientId === check.clientId);

/** The digest of each listed file as large as the one picked (only those can hold the same content, so no other file is read). */
const listedDigests = (sameSize: readonly FileEntry[], content: FileContentShape) =>
  Effect.forEach(sameSize, (file) =>
    content.sha256(file).pipe(
      Effect.map((sha256): ListedUpload => ({ name: file.name, size: file.size, sha256 })),
      // A listed file that can no longer be read cannot be compared; the server still sees every file.
      Effect.orElseSucceed((): ListedUpload => ({ name: file.name, size: file.size, sha256: null }))
    )
  );

/** Why the picked file is refused (null when it may join), reading no more of it, nor of the listed files, than the verdict needs. */
const verdictOn = (check: FileCheck, file: FileEntry, others: readonly FormModel[], head: Uint8Array) =>
  Effect.gen(function* () {
    const { uploads } = yield* SessionSettings;
    const content = yield* FileContent;
    const path = [check.clientId, check.key];
    const names = others.flatMap((model) => documentFileNames(model).map((entry): ListedUpload => ({ name: entry.fileName, size: null, sha256: null })));
    const candidate: UploadCandidate = { name: file.name, size: file.size, head, sha256: null };
    const byKindOrName = uploadRefusal(path, candidate, uploads, names);
    const sameSize = others.flatMap(filesOf).filter((listed) => listed.size === file.size);
    if (byKindOrName !== null || sameSize.length === 0) return byKindOrName;
    const sha256 = yield* content.sha256(file).pipe(Effect.result);
    if (Result.isFailure(sha256)) return issue(path, "uploadUnreadable", { fileName: file.name });
    const digests = yield* listedDigests(sameSize, content);
    return uploadRefusal(path, { ...candidate, sha256: sha256.success }, uploads, [...names, ...digests]);
  });

/** The check's outcome, applied only when the pick is still wanted: the reason on the field, or the file stored like any edit. */
const settle = (check: FileCheck, file: FileEntry, verdict: ValidationIssue | null) =>
  Effect.gen(function* () {
    const session = yield* Session;
    if (!stillWanted(session.getSnapshot(), check)) return SUPERSEDED;
    if (verdict !== null) {
      session.update((state) => withIssue(dropCheck(state, check), check.clientId, check.key, verdict));
      return refused(verdict);
    }
    // Storing it writes its name, size and type beside it; the check ends after, so whoever waits for it finds the file.
    yield* editFieldValue(check.clientId, check.key, [file]);
    session.update((state) => dropCheck(state, check));
    return ACCEPTED;
  });

export const chooseFile = (clientId: string, key: string, file: FileEntry) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const { uploads } = yield* SessionSettings;
    const content = yield* FileContent;
    const bySize = sizeRefusal([clientId, key], file, uploads);
    if (bySize !== null) {
      // Refused at once, yet the latest pick all the same: nothing is left to check for the field.
      session.update((state) => withIssue(startCheck(state, clientId, key, null), clientId, key, bySize));
      return refused(bySize);
    }
    const check: FileCheck = { clientId, key, fileName: file.name };
    session.update((state) => startCheck(state, clientId, key, check));
    return yield* Effect.gen(function* () {
      const head = yield* content.head(file, SNIFF_BYTES).pipe(Effect.result);
      if (Result.isFailure(head)) return yield* settle(check, file, issue([clientId, key], "uploadUnreadable", { fileName: file.name }));
      const state = session.getSnapshot();
      // A superseded pick is read no further.
      if (!stillWanted(state, check)) return SUPERSEDED;
      const list = recordListOfModel(state, findModel(loadedModels(state), clientId));
      const others = list === null ? [] : [...list.saved, ...list.drafts].filter((record) => record.clientId !== clientId);
      return yield* settle(check, file, yield* verdictOn(check, file, others, head.success));
    }).pipe(Effect.ensuring(Effect.sync(() => void session.update((state) => dropCheck(state, check)))));
  });
