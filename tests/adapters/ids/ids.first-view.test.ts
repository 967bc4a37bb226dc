// The ids a page served whole shares with the server's render of it: the server's draws are told, the
// browser draws them again first and in order, only for client ids, each once, and never anything else.
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { firstViewIdsLayer, makeFirstViewIds } from "../../../adapters/ids/ids.first-view.ts";
import { makeSeededIds } from "../../../adapters/ids/ids.seeded.ts";
import { Ids } from "../../../application/ports/ids.port.ts";
import { newClientId } from "../../../domain/forms/client-id.ts";
import { WALLET_STATE_LENGTH } from "../../../domain/api/wallet-login.ts";

describe("first-view ids", () => {
  it("tells the server's render each client id it draws, and nothing else", () => {
    const drawn: string[] = [];
    const ids = makeFirstViewIds(makeSeededIds(7), { replay: [], drawn: (characters) => drawn.push(characters) });
    const first = newClientId("credentials_", ids.randomCharacters);
    const second = newClientId("claimantInfo_", ids.randomCharacters);
    ids.randomCharacters(WALLET_STATE_LENGTH);
    ids.idempotencyKey();
    expect(drawn).toEqual([first.slice("credentials_".length), second.slice("claimantInfo_".length)]);
  });

  it("draws the page's client ids again in the browser, in order and once each, then random ones", () => {
    const ids = makeFirstViewIds(makeSeededIds(8), { replay: ["Abcdefg1", "Hijklmn2"] });
    expect(newClientId("credentials_", ids.randomCharacters)).toBe("credentials_Abcdefg1");
    expect(newClientId("claimantInfo_", ids.randomCharacters)).toBe("claimantInfo_Hijklmn2");
    const later = newClientId("records_", ids.randomCharacters);
    expect(later).toMatch(/^records_[A-Za-z0-9]{8}$/);
    expect(["records_Abcdefg1", "records_Hijklmn2"]).not.toContain(later);
  });

  it("never gives a page's characters as the wallet login's state or an idempotency key", () => {
    const ids = makeFirstViewIds(makeSeededIds(9), { replay: ["Abcdefg1"] });
    const state = ids.randomCharacters(WALLET_STATE_LENGTH);
    expect(state).toHaveLength(WALLET_STATE_LENGTH);
    expect(state).not.toContain("Abcdefg1");
    expect(ids.idempotencyKey()).not.toContain("Abcdefg1");
    // The client id still gets the page's characters after those draws.
    expect(ids.randomCharacters(8)).toBe("Abcdefg1");
  });

  it("skips what the page carries that is no client id's characters", async () => {
    const ids = await Effect.runPromise(
      Effect.provide(
        Ids.useSync((provided) => provided),
        firstViewIdsLayer(makeSeededIds(10), { replay: ["short", "has space", "<script>1", "Valid123"] })
      )
    );
    expect(ids.randomCharacters(8)).toBe("Valid123");
    expect(ids.randomCharacters(8)).not.toMatch(/short|space|script/);
  });
});
