// Renders field configurations as a page does, for the building-block tests: the demo site at its start
// page, with the server's model configuration answering one credentials model that holds the given fields
// (the start page draws the credentials model without any authorization), laid out by the given blocks if any.
import { screen } from "@testing-library/react";
import { userEvent, type UserEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { demoText, type RenderedSite, renderSite, type RenderSiteOptions } from "./render-site.tsx";

export const BLOCK_MODEL_HASH = "h-block";

export interface RenderedFields extends RenderedSite {
  readonly user: UserEvent;
  /** The model the fields edit, as the session holds it now. */
  readonly model: () => FormModel;
  /** A field's value as the session holds it now. */
  readonly valueOf: (key: string) => FieldValue | undefined;
}

export const renderFields = async (
  api: SetupServer,
  fields: readonly Record<string, unknown>[],
  options: RenderSiteOptions & { readonly metadata?: Readonly<Record<string, string>>; readonly blocks?: readonly Record<string, unknown>[] } = {}
): Promise<RenderedFields> => {
  const blocks = options.blocks === undefined ? {} : { blocks: options.blocks };
  api.use(
    http.get(claimsApiUrl("/api/forms/config"), () =>
      HttpResponse.json([{ metadataHash: BLOCK_MODEL_HASH, metadata: { dtoMapping: "credentials", ...options.metadata }, fields, ...blocks }])
    )
  );
  const rendered = renderSite("/", options);
  // Start-up and the first page's lazy chunks can take seconds on a busy machine.
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") }, { timeout: 10_000 });
  // A masked input loads imask when it first shows; the tests type once it is there, as a claimant does
  // after the page's idle prefetch (what is typed before it arrives has its own test).
  await import("../../../web/blocks/fields/input-mask.ts");
  await new Promise((settled) => setTimeout(settled, 0));
  const model = () => {
    const found = rendered.session.getSnapshot().models?.saved.find((candidate) => candidate.metadataHash === BLOCK_MODEL_HASH);
    if (found === undefined) throw new Error("The block's model was not built.");
    return found;
  };
  return { ...rendered, user: userEvent.setup(), model, valueOf: (key) => model().fields[key] };
};
