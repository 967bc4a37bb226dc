// A filed claim as the administrator's desk shows it: its answers grouped by page and worded as the claim
// summary shows them to the claimant (domain/forms/claim-answers.ts, in the case's default language), and its
// documents by number, name, type and size. Built from the stored payload and the case; reads no bytes.
import type { ClaimViewAnswer } from "../../domain/api/admin-answers.ts";
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import { answerDisplay, claimAnswers } from "../../domain/forms/claim-answers.ts";
import { isDtoMapping } from "../../domain/forms/dto-mapping.ts";
import type { Fields } from "../../domain/forms/field-value.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import { modelMetadata } from "../../domain/forms/model-factory.ts";
import { pageKeys } from "../../domain/forms/page-keys.ts";
import { START_PAGE } from "../../domain/forms/page-models.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../domain/navigation/navigation-sequences.ts";
import type { StoredClaim } from "../store/claim-store.port.ts";

interface StoredModel {
  readonly clientId?: unknown;
  readonly id?: unknown;
  readonly metadataHash?: unknown;
  readonly fields?: unknown;
}

/** The stored payload's parts as the form models the site held, each by its case item. */
const modelsOf = (claimsCase: ClaimsCase, payload: unknown): readonly FormModel[] => {
  if (typeof payload !== "object" || payload === null) return [];
  return Object.entries(payload).flatMap(([part, value]) => {
    if (!isDtoMapping(part)) return [];
    return (Array.isArray(value) ? value : [value]).flatMap((stored: StoredModel | null): FormModel[] => {
      const item = claimsCase.modelConfig.find((candidate) => candidate.metadataHash === stored?.metadataHash);
      if (stored === null || item === undefined || typeof stored.fields !== "object" || stored.fields === null) return [];
      return [
        {
          clientId: typeof stored.clientId === "string" ? stored.clientId : `${part}-${item.metadataHash}`,
          id: null,
          metadata: { ...modelMetadata(item.metadata), dtoMapping: part },
          metadataHash: item.metadataHash,
          fields: stored.fields as Fields,
          fieldStates: {}
        }
      ];
    });
  });
};

export const claimView = (claimsCase: ClaimsCase, claim: StoredClaim, filedAtLocal: string): ClaimViewAnswer => {
  const culture = Object.keys(claimsCase.site.cultures)[0] ?? "en";
  const words = new Map((claimsCase.content[culture] ?? []).map((item) => [item.key, item.value]));
  const say = (key: string): string => words.get(key) ?? key;
  const nodes = sequenceFor(DEFAULT_SEQUENCES, claim.formType, { standardWithOptionalPages: claimsCase.site.standardWithOptionalPages });
  const groups = claimAnswers({
    formType: claim.formType,
    nodes,
    optionalPages: new Set(claimsCase.site.optionalPages),
    models: { saved: modelsOf(claimsCase, claim.payload), drafts: [] },
    config: claimsCase.modelConfig,
    includeSummary: true,
    international: claimsCase.site.internationalAddress
  });
  return {
    referenceCode: claim.referenceCode,
    formType: claim.formType,
    culture: claim.culture,
    filedAt: filedAtLocal,
    pages: groups.map((group) => ({
      title: say(pageKeys(claim.formType, group.path, group.page === START_PAGE).title),
      answers: group.answers.map((answer) => {
        const display = answerDisplay(answer);
        return { question: say(answer.label), answer: "key" in display ? say(display.key) : display.text };
      })
    })),
    documents: claim.documents.map((document, index) => ({
      number: index + 1,
      name: document.name,
      mediaType: document.mediaType,
      size: document.size,
      sha256: document.sha256
    }))
  };
};
