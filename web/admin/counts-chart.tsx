// The claims per day as stacked bars, one a day, a colour a form (with a legend): a picture of the table beside
// it, so it is hidden from screen readers, which read the table instead. Drawn in SVG by the page itself.
import type { CountsAnswer } from "../../domain/api/admin-answers.ts";

const WIDTH = 720;
const HEIGHT = 220;
const AXIS = 28;
/** Colours that keep at least 3:1 against white and apart from each other (WCAG non-text contrast). */
const COLOURS = ["#1d4f91", "#b3541e", "#2e7d32"] as const;

export const CountsChart = ({ counts }: { readonly counts: CountsAnswer }) => {
  const totals = counts.days.map((day) => counts.forms.reduce((sum, formType) => sum + day.counts[formType], 0));
  const most = Math.max(1, ...totals);
  const slot = (WIDTH - AXIS) / Math.max(1, counts.days.length);
  const scale = (HEIGHT - 20) / most;
  return (
    <figure className="chart" aria-hidden="true">
      <svg viewBox={`0 0 ${String(WIDTH + 24)} ${String(HEIGHT + 18)}`} focusable="false" data-testid="counts-chart">
        <text x={0} y={12} className="axis">
          {most.toLocaleString("en-US")}
        </text>
        <line x1={AXIS} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="baseline" />
        {counts.days.map((day, index) => {
          let top = HEIGHT;
          return (
            <g key={day.day} data-day={day.day}>
              {counts.forms.map((formType, colour) => {
                const height = day.counts[formType] * scale;
                top -= height;
                return height === 0 ? null : (
                  <rect key={formType} x={AXIS + index * slot + 1} y={top} width={Math.max(1, slot - 2)} height={height} fill={COLOURS[colour]} data-form={formType} data-count={day.counts[formType]} />
                );
              })}
              {index % 7 === counts.days.length % 7 || index === counts.days.length - 1 ? (
                <text x={AXIS + index * slot} y={HEIGHT + 14} className="axis">
                  {day.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        {counts.forms.map((formType, colour) => (
          <span key={formType} className="legend">
            <svg width="12" height="12" focusable="false">
              <rect width="12" height="12" fill={COLOURS[colour]} />
            </svg>{" "}
            {formType}
          </span>
        ))}
      </figcaption>
    </figure>
  );
};
