// The calls answered straight from the case (spec section 7): deadlines as configured, the character
// whitelist, the captcha settings (no key while captcha is off), the wallet settings and the model configuration.
import type { FastifyInstance } from "fastify";
import { DEFAULT_WALLET_SETTINGS_SEGMENT } from "../../domain/api/claims-api-routes.ts";
import type { ApiContext } from "./api-context.ts";

export const registerCaseRoutes = (api: FastifyInstance, context: ApiContext): void => {
  const { site } = context.claimsCase;
  api.get("/deadlines", () => context.claimsCase.deadlines);
  api.get("/characters-whitelist", () => ({ allowedCharacters: context.claimsCase.characterWhitelist }));
  api.get("/captcha", () => ({ provider: site.captcha.provider, siteKey: context.captchaOn ? site.captcha.siteKey : null }));
  api.get(`/banking/${encodeURIComponent(site.walletSettingsSegment ?? DEFAULT_WALLET_SETTINGS_SEGMENT)}`, () => site.wallet);
  api.get("/forms/config", () => context.claimsCase.modelConfig);
};
