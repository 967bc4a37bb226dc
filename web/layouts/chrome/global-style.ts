// Page-wide styles of every theme: box sizing, the body font and colours, a word too long for its line (an
// e-mail address, a file name) broken rather than pushing the page sideways at 320 px, visible focus on
// controls (none on the main region and headings focus is moved to, which are no controls), smooth scrolling
// only for claimants who have not asked for reduced motion, and headings clear of the top when scrolled to.
import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1.0625rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.page};
    overflow-wrap: break-word;
  }
  h1, h2, h3 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.25; scroll-margin-top: 1rem; }
  a { color: ${({ theme }) => theme.colors.link}; }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, [tabindex]:focus-visible {
    /* Two tones, so the ring keeps 3:1 against light and dark surfaces alike. */
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    box-shadow: 0 0 0 6px #0b0c0c;
  }
  main[tabindex="-1"]:focus, h1[tabindex="-1"]:focus, h2[tabindex="-1"]:focus, h3[tabindex="-1"]:focus {
    outline: none;
    box-shadow: none;
  }
`;
