// The administrators' page (/admin) is built on its own, from web/admin/ into dist/admin/, after the claimant's
// site: one build with both pages shared chunks between them and changed the claimant's (a chunk of the
// preload polyfill both pages used became a request of its own on the claimant's first page). Built apart,
// the claimant's site is byte for byte what it was, and the admin page brings its own React.
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: resolve(import.meta.dirname, "web", "admin"),
  base: "/admin/",
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, "dist", "admin"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: "hidden"
  }
});
