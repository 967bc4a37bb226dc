// The root route's element: the deployment's layout, loaded on demand (the loading screen meanwhile;
// layouts.ts). It renders at once, before the session has loaded, and stays mounted when the session takes
// over, so focus and an open dropdown survive start-up; the guarded pages render in its main region.
import { useTheme } from "styled-components";
import { LAYOUTS } from "../layouts/layouts.ts";

export const SiteFrame = () => {
  const Layout = LAYOUTS[useTheme().name];
  return <Layout />;
};
