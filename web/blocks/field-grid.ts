// The grid the fields of a model sit on: one column on small screens, 12 from the mobile cutoff up, each
// field spanning the columns field-columns.ts gives it. Cells follow the DOM order, so reading order is visual order.
import styled from "styled-components";
import { GRID_COLUMNS, MOBILE_CUTOFF_PX } from "./field-columns.ts";

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 1rem;
  @media (min-width: ${MOBILE_CUTOFF_PX}px) {
    grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr));
  }
`;

export const FieldCell = styled.div<{ $span: number }>`
  grid-column: 1 / -1;
  min-width: 0;
  @media (min-width: ${MOBILE_CUTOFF_PX}px) {
    grid-column: span ${({ $span }) => $span};
  }
`;
