// Claims filed per day and form type over the last 30 days, in the case's zone: a bar chart, and the table of
// the figures it draws (the chart is a picture of the table, PATTERNS "Administrators' pages"); today's count
// and rate so far, the totals and the drafts still open.
import { useEffect, useState } from "react";
import type { CountsAnswer } from "../../domain/api/admin-answers.ts";
import type { AdminClient } from "./admin-client.ts";
import { CountsChart } from "./counts-chart.tsx";

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

export const ClaimCounts = ({ client }: { readonly client: AdminClient }) => {
  const [counts, setCounts] = useState<CountsAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    client.json<CountsAnswer>("GET", "/counts?days=30").then(setCounts, (error: unknown) => {
      setProblem(error instanceof Error ? error.message : String(error));
    });
  }, [client]);
  return (
    <section aria-labelledby="counts-heading">
      <h2 id="counts-heading">Claims filed</h2>
      {problem !== null && <p role="alert">The counts could not be read: {problem}</p>}
      {counts === null && problem === null && <p role="status">Reading the counts…</p>}
      {counts !== null && (
        <>
          <ul className="figures">
            <li>
              Today ({counts.today.day}): <strong>{counts.today.claims.toLocaleString("en-US")}</strong> claims, {counts.today.perHour.toLocaleString("en-US")} an hour so far
            </li>
            <li>
              On file: <strong>{sum(counts.forms.map((formType) => counts.totals[formType] ?? 0)).toLocaleString("en-US")}</strong> claims (
              {counts.forms.map((formType) => `${formType} ${(counts.totals[formType] ?? 0).toLocaleString("en-US")}`).join(", ")})
            </li>
            <li>
              Drafts open: <strong>{sum(Object.values(counts.draftsOpen)).toLocaleString("en-US")}</strong>
            </li>
          </ul>
          <CountsChart counts={counts} />
          <details open>
            <summary>The figures, day by day</summary>
            {/* A table wider than a phone scrolls in its own region, which the keyboard can reach and scroll. */}
            <div className="table-scroll" role="region" aria-label="Claims filed per day" tabIndex={0}>
              <table>
                <caption>Claims filed per day in the last 30 days, by form (days in {counts.zone})</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    {counts.forms.map((formType) => (
                      <th scope="col" key={formType}>
                        {formType}
                      </th>
                    ))}
                    <th scope="col">All</th>
                  </tr>
                </thead>
                <tbody>
                  {counts.days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{day.day}</th>
                      {counts.forms.map((formType) => (
                        <td key={formType}>{day.counts[formType].toLocaleString("en-US")}</td>
                      ))}
                      <td>{sum(counts.forms.map((formType) => day.counts[formType])).toLocaleString("en-US")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
};
