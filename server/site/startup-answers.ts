// The answers the site's start-up asks for that are the same for every claimant (deadlines, captcha and
// wallet settings, the model configuration, the character whitelist), written into the page so its form
// shows without a round trip for them. They are taken from the API's own routes (an in-process request,
// no network), so the page carries exactly what the calls would answer; a route that answers other than
// 200 with JSON is left out, and the site then asks for it as usual.
import type { FastifyInstance } from "fastify";
import { DEFAULT_WALLET_SETTINGS_SEGMENT } from "../../domain/api/claims-api-routes.ts";

/** API paths and their JSON answers. */
export type StartupAnswers = Readonly<Record<string, unknown>>;

/** The start-up calls answered in the page; the CSRF token (per claimant) and the content (in the page already) are not. */
export const startupPaths = (walletSettingsSegment: string | undefined): readonly string[] => [
  "/api/deadlines",
  "/api/captcha",
  `/api/banking/${encodeURIComponent(walletSettingsSegment ?? DEFAULT_WALLET_SETTINGS_SEGMENT)}`,
  "/api/forms/config",
  "/api/characters-whitelist"
];

export const startupAnswers = async (app: FastifyInstance, paths: readonly string[]): Promise<StartupAnswers> => {
  const answers: Record<string, unknown> = {};
  for (const path of paths) {
    const answer = await app.inject({ method: "GET", url: path, headers: { accept: "application/json" } });
    if (answer.statusCode === 200 && String(answer.headers["content-type"]).startsWith("application/json")) answers[path] = answer.json();
  }
  return answers;
};
