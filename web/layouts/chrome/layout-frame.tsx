// What every layout shares around its own header: nothing until it has mounted (spec section 1; a page
// served whole by the server is mounted from its first render), then the skip link, the header the layout
// gives, the banner, the page's main region and the footer.
import { type ReactNode, use, useLayoutEffect, useState } from "react";
import styled from "styled-components";
import { MainRegionContext } from "../../app/main-region-context.ts";
import { ServedWholeContext } from "../../app/served-whole-context.ts";
import { SiteBanner } from "./site-banner.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";

const Main = styled.main`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 0;
  &:focus { outline: none; }
`;

export const LayoutFrame = ({ header }: { readonly header: ReactNode }) => {
  const [mounted, setMounted] = useState(use(ServedWholeContext));
  useLayoutEffect(() => {
    setMounted(true);
  }, []);
  if (!mounted) return null;
  return (
    <>
      <SkipLink />
      {header}
      <SiteBanner />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {use(MainRegionContext)}
      </Main>
      <SiteFooter />
    </>
  );
};
