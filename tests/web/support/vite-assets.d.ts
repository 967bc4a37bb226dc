// The site imports its assets (the banner's background image) the way Vite resolves them; its tests
// typecheck those imports with Vite's own declarations.
/// <reference types="vite/client" />
