// The claimant picks a file for a file field (spec sections 2 and 3, PATTERNS "Uploads"): it is checked
// before it joins the claim (size first, without reading; then its kind by content and whether the list
// holds it already, by name or by content). A refused file leaves the field as it was, the reason shown
// on the field; an accepted one is stored like any edit (which writes its name, size and type beside it).
import { Effect, Result } from "effect";
import { type FileEntry, isFileList } from "../../domain/forms/field-value.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import { findModel } from "../../domain/forms/model-set.ts";
import { SNIFF_BYTES } from "../../domain/uploads/media-type.ts";
import { type ListedUpload, sizeRefusal, uploadRefusal } from "../../domain/uploads/upload-check.ts";
import { documentFileNames } from "../../domain/validation/multi-record/document-file-names.ts";
import { issue, type ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { FileContent, type FileContentShape } from "../ports/file-content.port.ts";
import { loadedModels } from "../session/page-context.ts";
import { recordListOfModel } from "../session/record-lists.ts";
import { Session, SessionSettings } from "../session/session-context.ts";
import { editFieldValue } from "./edit-field.ts";

export interface ChooseFileOutcome {
  readonly accepted: boolean;
  /** Why the file was refused; null when accepted. */
  readonly issue: ValidationIssue | null;
}

const filesOf = (model: FormModel): readonly FileEntry[] =>
  Object.values(model.fields).flatMap((value) => (value !== null && isFileList(value) ? value : []));

/**
 * The other records' files: every name they carry, and the digest of each file as large as the one picked
 * (only those can hold the same content, so no other file is read).
 */
const listedUploads = (others: readonly FormModel[], size: number, content: FileContentShape) =>
  Effect.gen(function* () {
    const names: ListedUpload[] = others.flatMap((model) => documentFileNames(model).map((entry) => ({ name: entry.fileName, size: null, sha256: null })));
    const sameSize = others.flatMap(filesOf).filter((file) => file.size === size);
    const digests = yield* Effect.forEach(sameSize, (file) =>
      content.sha256(file).pipe(
        Effect.map((sha256): ListedUpload => ({ name: file.name, size: file.size, sha256 })),
        // A listed file that can no longer be read cannot be compared; the server still sees every file.
        Effect.orElseSucceed((): ListedUpload => ({ name: file.name, size: file.size, sha256: null }))
      )
    );
    return [...names, ...digests];
  });

const reportOnField = (clientId: string, key: string, found: ValidationIssue) =>
  Effect.gen(function* () {
    const session = yield* Session;
    session.update((state) => ({
      ...state,
      pageIssues: [...state.pageIssues.filter((other) => !(other.path[0] === clientId && other.path[1] === key)), found]
    }));
    return { accepted: false, issue: found } satisfies ChooseFileOutcome;
  });

export const chooseFile = (clientId: string, key: string, file: FileEntry) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const { uploads } = yield* SessionSettings;
    const content = yield* FileContent;
    const path = [clientId, key];
    const bySize = sizeRefusal(path, file, uploads);
    if (bySize !== null) return yield* reportOnField(clientId, key, bySize);
    const read = yield* Effect.all({ head: content.head(file, SNIFF_BYTES), sha256: content.sha256(file) }).pipe(Effect.result);
    if (Result.isFailure(read)) return yield* reportOnField(clientId, key, issue(path, "uploadUnreadable", { fileName: file.name }));
    const state = session.getSnapshot();
    const model = findModel(loadedModels(state), clientId);
    const list = recordListOfModel(state, model);
    const others = list === null ? [] : [...list.saved, ...list.drafts].filter((record) => record.clientId !== clientId);
    const listed = yield* listedUploads(others, file.size, content);
    const refusal = uploadRefusal(path, { name: file.name, size: file.size, ...read.success }, uploads, listed);
    if (refusal !== null) return yield* reportOnField(clientId, key, refusal);
    yield* editFieldValue(clientId, key, [file]);
    return { accepted: true, issue: null } satisfies ChooseFileOutcome;
  });
