// Reads a deployment's appsettings the way the site does: from the page the server serves, where they are
// written as a JSON data element, decoded with the site's own Schema. An API that does not answer, or a page
// without them, is a ReplayStartError with one line saying so.
import { Result, Schema } from "effect";
import { AppSettings } from "../../domain/api/app-settings.schema.ts";
import { APP_SETTINGS_ELEMENT_ID } from "../../domain/api/page-data-elements.ts";
import { formatPath, schemaProblems } from "../../domain/schema/schema-problems.ts";
import type { FetchFunction } from "./call-latency.ts";

/** The replay cannot begin: the API does not answer, or does not give what a site needs. */
export class ReplayStartError extends Error {
  override readonly name = "ReplayStartError";
}

const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause === null ? error.message : `${error.message}: ${cause}`;
};

/** The text of the page's appsettings element; the server escapes "<" inside, so the first closing tag ends it. */
export const appSettingsText = (html: string): string | null => {
  const opening = new RegExp(`<script[^>]*\\bid="${APP_SETTINGS_ELEMENT_ID}"[^>]*>`).exec(html);
  if (opening === null) return null;
  const start = opening.index + opening[0].length;
  const end = html.indexOf("</script>", start);
  return end === -1 ? null : html.slice(start, end);
};

export const decodeAppSettings = (text: string): Result.Result<AppSettings, string> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return Result.fail(`the appsettings are not JSON (${describe(error)})`);
  }
  const decoded = Schema.decodeUnknownResult(AppSettings)(json, { errors: "all" });
  if (Result.isSuccess(decoded)) return Result.succeed(decoded.success);
  const problems = schemaProblems(decoded.failure).map(({ path, message }) => (path.length === 0 ? message : `${formatPath(path)}: ${message}`));
  return Result.fail(`the appsettings do not decode (${problems.join("; ")})`);
};

export const readDeploymentSettings = async (fetch: FetchFunction, apiUrl: string, culture = "en"): Promise<AppSettings> => {
  const address = `${apiUrl.replace(/\/+$/, "")}/?culture=${encodeURIComponent(culture)}`;
  let response: Response;
  try {
    response = await fetch(address, { method: "GET", headers: { Accept: "text/html" } });
  } catch (error) {
    throw new ReplayStartError(`The API at ${apiUrl} does not answer (${describe(error)}).`);
  }
  const html = await response.text().catch(() => "");
  if (!response.ok) throw new ReplayStartError(`GET ${address} answered ${response.status}: ${html.trim().slice(0, 200)}`);
  const text = appSettingsText(html);
  if (text === null) throw new ReplayStartError(`The page at ${address} carries no #${APP_SETTINGS_ELEMENT_ID} element: is it the claims site?`);
  const settings = decodeAppSettings(text);
  if (Result.isFailure(settings)) throw new ReplayStartError(`The page at ${address}: ${settings.failure}.`);
  return settings.success;
};
