// An administrator for the admin API's tests: added to the file's store with a fresh token, and a caller that
// sends it as a bearer header; and a listener that keeps the security log's lines.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { newAdminToken } from "../../../../server/admin/admin-token.ts";
import type { ClaimStore } from "../../../../server/store/claim-store.port.ts";

let added = 0;

/** A new administrator in the store (a name no other test of the file took); gives their token. */
export const addAdministrator = async (store: ClaimStore, name = `admin-${String(process.pid)}-${String((added += 1))}`): Promise<{ readonly name: string; readonly token: string }> => {
  const { token, tokenHash } = newAdminToken(name);
  if (!(await store.administrators.add(name, tokenHash, new Date()))) throw new Error(`the administrator ${name} was there already`);
  return { name, token };
};

export interface AdminCaller {
  readonly get: (url: string) => Promise<LightMyRequestResponse>;
  readonly call: (method: "GET" | "POST" | "DELETE", url: string, payload?: object) => Promise<LightMyRequestResponse>;
}

export const adminCaller = (app: FastifyInstance, token: string, remoteAddress = "127.0.0.9"): AdminCaller => {
  const call: AdminCaller["call"] = (method, url, payload) =>
    app.inject({ method, url, remoteAddress, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload }) });
  return { call, get: (url) => call("GET", url) };
};

export interface LogLines {
  readonly settings: { readonly level: string; readonly stream: { readonly write: (line: string) => void } };
  readonly parsed: () => readonly Readonly<Record<string, unknown>>[];
  readonly text: () => string;
}

export const logLines = (): LogLines => {
  const lines: string[] = [];
  return {
    settings: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    parsed: () => lines.map((line) => JSON.parse(line) as Readonly<Record<string, unknown>>),
    text: () => lines.join("")
  };
};
