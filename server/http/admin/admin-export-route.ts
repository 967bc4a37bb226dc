// GET /admin/api/export: the filed claims streamed out as CSV or JSON Lines (format, form, since, until and
// after as `claims export` takes them), a page of claims at a time, so memory stays flat and the database is
// never held; X-Export-Count says how many claims follow and X-Export-Cursor the cursor of the next run.
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { openExport, exportText } from "../../export/export-run.ts";
import { readExportRequest } from "../../export/export-request.ts";
import { zonedTime } from "../../export/zoned-time.ts";
import { caseZone } from "../../admin/case-zone.ts";
import type { ApiContext } from "../api-context.ts";
import { queryText } from "./admin-query.ts";

export const registerAdminExport = (admin: FastifyInstance, context: ApiContext): void => {
  const zone = caseZone(context.deadlines);
  admin.get("/export", async (request, reply) => {
    const exportRequest = readExportRequest(
      Object.fromEntries(
        (["format", "form", "since", "until", "after"] as const).flatMap((name) => {
          const value = queryText(request, name);
          return value === undefined ? [] : [[name, value]];
        })
      ),
      zone
    );
    const run = await openExport(context.store.desk, exportRequest);
    request.adminSubject = { exported: run.total };
    const day = zonedTime(context.clock(), zone).slice(0, 10);
    const csv = exportRequest.format === "csv";
    const text = exportText(run, exportRequest, { claimsCase: context.claimsCase, zone, identifierField: context.identifierField });
    return reply
      .header("content-type", csv ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8")
      .header("content-disposition", `attachment; filename="claims-${day}.${csv ? "csv" : "jsonl"}"`)
      .header("x-export-count", String(run.total))
      .header("x-export-cursor", run.cursor)
      .send(Readable.from(text));
  });
};
