// Save and return through the session, on the real HTTP adapter against the fake API (which keeps drafts and
// versions as the server does): each Next saves the answers in order; authorizing again offers a draft with
// answers, and continuing restores them over the prefilled models and goes to its page, while starting again
// deletes it; a save from an older version (another tab) brings the newer draft back and says so; a reload
// of the tab comes back authorized with its own copy while the server holds the form, and not once it logged out;
// a save the server refuses because the claim was filed from another device says so, and keeps the answers;
// a save on its way when the session ends is answered before the end.
import { Effect, Layer } from "effect";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClaimsApi } from "../../../application/ports/claims-api.port.ts";
import { DraftStore } from "../../../application/ports/draft-store.port.ts";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { makeMemoryDraftStore } from "../../../adapters/storage/draft-store.memory.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";

const server = useClaimsApiServer();

const opened: ClaimSession[] = [];

afterEach(async () => {
  for (const session of opened.splice(0)) await session.dispose();
});

const open = (options: Parameters<typeof testSession>[0] = {}): ClaimSession => {
  const { session } = testSession(options);
  opened.push(session);
  return session;
};

/** A session on the Standard start page with the notice id typed, not yet authorized. */
const onStartPage = async (options: Parameters<typeof testSession>[0] = {}): Promise<ClaimSession> => {
  const session = open(options);
  await session.start();
  await session.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
  await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
  return session;
};

/** The server's log-out, as a time-out in another tab of the browser calls it. */
const expireOnServer = Effect.gen(function* () {
  yield* (yield* ClaimsApi).sessionTimeout;
});

const savedVersion = (session: ClaimSession): number | undefined => session.getSnapshot().draft.versions.Standard;

const firstNameOf = (session: ClaimSession): unknown => session.getSnapshot().models?.saved.find((model) => model.metadata.dtoMapping === "claimantInfo")?.fields["firstName"];

/** Authorized, the first name typed over the prefilled one, and Next pressed: the draft is saved as version 1. */
/**
 * Holds the next draft save on its way until released: it then reaches the fake server, which saves it
 * ("lands"), or dies as a network failure ("fails").
 */
const holdNextDraftSave = (then: "lands" | "fails"): { readonly held: () => boolean; readonly release: () => void } => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  server.use(
    http.put(
      claimsApiUrl("/api/forms/standard/draft"),
      async () => {
        held = true;
        await released;
        // Nothing answered for a save that lands: the fake server's own handler saves it.
        return then === "fails" ? HttpResponse.error() : undefined;
      },
      { once: true }
    )
  );
  return { held: () => held, release };
};

/**
 * Authorized on a session on the start page (the draft saved as version 1), then the first name typed and
 * Next pressed, that Next's save held on its way (holdNextDraftSave) until released.
 */
const nextSaveHeld = async (session: ClaimSession, typed: string, then: "lands" | "fails"): Promise<{ readonly release: () => void }> => {
  await session.proceed();
  await vi.waitFor(() => {
    expect(savedVersion(session)).toBe(1);
  });
  const save = holdNextDraftSave(then);
  await session.editField(clientIdOf(session, "claimantInfo"), "firstName", typed);
  expect(await session.proceed()).toMatchObject({ moved: true });
  await vi.waitFor(() => {
    expect(save.held()).toBe(true);
  });
  return save;
};

const claimSavedOnce = async (): Promise<ClaimSession> => {
  const session = await onStartPage();
  expect(await session.proceed()).toEqual({ moved: true, issues: [], refusal: null });
  await session.editField(clientIdOf(session, "claimantInfo"), "firstName", "Augusta");
  expect(await session.proceed()).toMatchObject({ moved: true });
  await vi.waitFor(() => {
    expect(savedVersion(session)).toBe(2);
  });
  return session;
};

describe("the claimant's draft", () => {
  it("is saved after each Next, each save from the version the last one made", async () => {
    const session = await claimSavedOnce();
    expect(session.getSnapshot().navigation.page?.path).toBe("/standard/claim-details");
  });

  it("is offered on authorizing again; continuing brings the typed answers back over the prefilled ones, on their page", async () => {
    await claimSavedOnce();
    const again = await onStartPage({ seed: 8 });
    const outcome = await again.proceed();
    expect(outcome).toEqual({ moved: false, issues: [], refusal: null, draftOffered: true });
    expect(again.getSnapshot().draft.offer?.draft.page).toBe("/standard/claim-details");
    // Authorizing prefilled "Ada"; what the claimant typed wins.
    expect(firstNameOf(again)).toBe("Ada");
    expect(await again.continueDraft()).toBe(true);
    expect(firstNameOf(again)).toBe("Augusta");
    expect(again.getSnapshot().navigation.page?.path).toBe("/standard/claim-details");
    expect(again.getSnapshot().draft).toMatchObject({ offer: null, versions: { Standard: 2 } });
  });

  it("is deleted by Start again, and the claim begins afresh on the page after the credentials", async () => {
    await claimSavedOnce();
    const again = await onStartPage({ seed: 8 });
    expect(await again.proceed()).toMatchObject({ draftOffered: true });
    expect(await again.startAgain()).toBe(true);
    expect(again.getSnapshot().navigation.page?.path).toBe("/standard/claimant-info");
    expect(firstNameOf(again)).toBe("Ada");
    const third = await onStartPage({ seed: 9 });
    expect(await third.proceed()).toEqual({ moved: true, issues: [], refusal: null });
  });

  it("saved from an older version (another tab saved since) brings the newer draft back and says so", async () => {
    const first = await claimSavedOnce();
    const second = await onStartPage({ seed: 8 });
    await second.proceed();
    await second.continueDraft();
    await first.editField(clientIdOf(first, "claimantInfo"), "firstName", "Grace");
    expect(await first.saveForLater()).toBe("saved");
    expect(first.getSnapshot().draft).toMatchObject({ notice: "saved", versions: { Standard: 3 } });
    // The second tab still has version 2: its save is refused, and the first tab's answers come back.
    await second.editField(clientIdOf(second, "claimantInfo"), "firstName", "Lost");
    expect(await second.saveForLater()).toBe("reloaded");
    expect(firstNameOf(second)).toBe("Grace");
    expect(second.getSnapshot().draft).toMatchObject({ notice: "reloaded", versions: { Standard: 3 } });
  });

  it("is not kept once the claim was filed from another device, and the claimant is told so", async () => {
    const session = await claimSavedOnce();
    server.use(
      http.put(claimsApiUrl("/api/forms/standard/draft"), () =>
        HttpResponse.json({ error: "Your claim of this form has been filed: there is nothing left to save.", version: 0, filed: true }, { status: 409 })
      )
    );
    await session.editField(clientIdOf(session, "claimantInfo"), "firstName", "Grace");
    expect(await session.saveForLater()).toBe("filed");
    expect(session.getSnapshot().draft).toMatchObject({ notice: "filed", versions: { Standard: 2 } });
    // Nothing was reloaded over what the claimant typed.
    expect(firstNameOf(session)).toBe("Grace");
  });

  it("keeps what was typed after a reload that left a save on its way: that save, landing late, is the tab's own and older", async () => {
    const tab = Layer.succeed(DraftStore, makeMemoryDraftStore());
    const before = await onStartPage({ draftStore: tab });
    // The save after the next Next reaches the server only once the tab has reloaded and read the draft.
    const save = await nextSaveHeld(before, "Typed before the reload", "lands");
    await before.keepDraftLocally();

    const reloaded = open({ draftStore: tab, seed: 8 });
    await reloaded.start({}, "/standard/claim-details");
    expect(firstNameOf(reloaded)).toBe("Typed before the reload");
    expect((await reloaded.enterRoute({ path: "/standard/claim-details", query: {}, addressQuery: {} })).kind).toBe("proceed");
    save.release();
    await vi.waitFor(() => {
      expect(before.getSnapshot().draft.pendingSaves).toBe(0);
    });
    // The tab goes on from its own copy: its next save finds the late one (version 2) and saves over it.
    await reloaded.editField(clientIdOf(reloaded, "claimantInfo"), "firstName", "Typed after the reload");
    expect(await reloaded.saveForLater()).toBe("saved");
    expect(firstNameOf(reloaded)).toBe("Typed after the reload");
    expect(reloaded.getSnapshot().draft).toMatchObject({ notice: "saved", versions: { Standard: 3 } });
  });

  it("is answered before the session ends when its save was on its way, and the session ends once", async () => {
    const session = await onStartPage();
    const save = await nextSaveHeld(session, "Typed before the end", "lands");
    let ended = false;
    const ending = session.dispose().then(() => {
      ended = true;
    });
    // The save is still held: the session waits for it, however long the server takes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ended).toBe(false);
    save.release();
    await ending;
    // The save was answered, not cut short: the server took it as version 2.
    expect(savedVersion(session)).toBe(2);
    // Ended again (as afterEach does): the same end, at once.
    await session.dispose();
  });

  it("brings back what the page a copy was kept from saved after it went on (a duplicated tab), never saving over it", async () => {
    const tab = Layer.succeed(DraftStore, makeMemoryDraftStore());
    const first = await onStartPage({ draftStore: tab });
    await first.proceed();
    await vi.waitFor(() => {
      expect(savedVersion(first)).toBe(1);
    });
    await first.editField(clientIdOf(first, "claimantInfo"), "firstName", "Kept in the copy");
    // Hidden for a moment, the first tab keeps its copy and goes on; a duplicate of it starts from that copy.
    await first.keepDraftLocally();
    const second = open({ draftStore: tab, seed: 8 });
    await second.start({}, "/standard/claimant-info");
    expect(firstNameOf(second)).toBe("Kept in the copy");
    expect((await second.enterRoute({ path: "/standard/claimant-info", query: {}, addressQuery: {} })).kind).toBe("proceed");

    await first.editField(clientIdOf(first, "claimantInfo"), "firstName", "Typed in the first tab");
    expect(await first.saveForLater()).toBe("saved");
    await second.editField(clientIdOf(second, "claimantInfo"), "firstName", "Typed in the second tab");
    expect(await second.saveForLater()).toBe("reloaded");
    expect(firstNameOf(second)).toBe("Typed in the first tab");
  });

  it("comes back with another device's draft after a reload whose own save on its way never reached the server", async () => {
    const tab = Layer.succeed(DraftStore, makeMemoryDraftStore());
    const before = await onStartPage({ draftStore: tab });
    const save = await nextSaveHeld(before, "Lost with the page", "fails");
    await before.keepDraftLocally();

    // Another device signs in (the draft of version 1 holds no answer to offer), and its Next saves version 2,
    // the version the tab's lost save would have made, with the name authorizing prefilled.
    const device = await onStartPage({ seed: 9 });
    expect(await device.proceed()).toMatchObject({ moved: true });
    await vi.waitFor(() => {
      expect(savedVersion(device)).toBe(2);
    });

    const reloaded = open({ draftStore: tab, seed: 8 });
    await reloaded.start({}, "/standard/claim-details");
    expect(firstNameOf(reloaded)).toBe("Ada");
    expect(reloaded.getSnapshot().draft.versions.Standard).toBe(2);
    save.release();
  });

  it("comes back with a reload while the server holds the form's authorization, from the tab's own copy; not once it logged out", async () => {
    const tab = Layer.succeed(DraftStore, makeMemoryDraftStore());
    const before = await onStartPage({ draftStore: tab });
    await before.proceed();
    await before.editField(clientIdOf(before, "claimantInfo"), "firstName", "Typed before the reload");
    await before.keepDraftLocally();

    const reloaded = open({ draftStore: tab, seed: 8 });
    await reloaded.start({}, "/standard/claimant-info");
    expect(reloaded.getSnapshot().authorized.Standard).toBe(true);
    expect(firstNameOf(reloaded)).toBe("Typed before the reload");
    const entered = await reloaded.enterRoute({ path: "/standard/claimant-info", query: {}, addressQuery: {} });
    expect(entered.kind).toBe("proceed");

    // Logged out on the server (a time-out in another tab): a reload is the session-expired page again.
    await reloaded.run(expireOnServer);
    const after = open({ draftStore: tab, seed: 9 });
    await after.start({}, "/standard/claimant-info");
    expect(after.getSnapshot().authorized.Standard).toBe(false);
    const refused = await after.enterRoute({ path: "/standard/claimant-info", query: {}, addressQuery: {} });
    expect(refused).toMatchObject({ kind: "redirect", reason: "notAuthorized" });
  });
});
