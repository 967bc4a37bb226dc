// The dependency rule of docs/architecture (ARCHITECTURE.md): imports point from the driving programs
// towards the domain, never back. Type-only imports count too (tsPreCompilationDeps).
const OURS = "^(domain|application|adapters|web|cli|server|tests|e2e)/";

module.exports = {
  forbidden: [
    {
      name: "domain-imports-only-domain",
      comment: "domain/ is the core: it imports nothing of ours outside domain/.",
      severity: "error",
      from: { path: "^domain/" },
      to: { path: OURS, pathNot: "^domain/" }
    },
    {
      name: "domain-packages",
      comment: "domain/ uses only effect, @js-joda, imask and re2js (the linear-time matcher of case-supplied patterns): no DOM, Node, React or network packages.",
      severity: "error",
      from: { path: "^domain/" },
      to: {
        dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown", "core", "unknown"],
        pathNot: "^node_modules/(effect|@js-joda/core|@js-joda/timezone|imask|re2js)/"
      }
    },
    {
      name: "application-imports-domain-and-application",
      comment: "application/ imports domain/ and itself, never adapters or programs.",
      severity: "error",
      from: { path: "^application/" },
      to: { path: OURS, pathNot: "^(domain|application)/" }
    },
    {
      name: "application-packages",
      comment: "application/ uses only effect (and what domain/ may use): no DOM, Node or React.",
      severity: "error",
      from: { path: "^application/" },
      to: {
        dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown", "core", "unknown"],
        pathNot: "^node_modules/(effect|@js-joda/core|@js-joda/timezone|imask|re2js)/"
      }
    },
    {
      name: "adapters-implement-ports",
      comment: "adapters/ implement application ports; they never reach into the programs that drive them.",
      severity: "error",
      from: { path: "^adapters/" },
      to: { path: "^(web|cli|server|tests|e2e)/" }
    },
    {
      name: "web-stays-in-web",
      comment: "web/ imports neither server/ nor cli/.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^(server|cli)/" }
    },
    {
      name: "server-stays-in-server",
      comment: "server/ imports neither web/ nor cli/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(web|cli)/" }
    },
    {
      name: "cli-uses-only-the-server-start",
      comment: "cli/ imports nothing of web/, and of server/ only its start function.",
      severity: "error",
      from: { path: "^cli/" },
      to: { path: "^(web/|server/(?!start\\.ts$))" }
    },
    {
      name: "only-composition-roots-import-adapters",
      comment: "In web/, cli/ and server/ only composition.ts picks adapters.",
      severity: "error",
      from: { path: "^(web|cli|server)/", pathNot: "^(web|cli|server)/composition\\.ts$" },
      to: { path: "^adapters/" }
    },
    {
      name: "nothing-imports-tests",
      comment: "tests/ and e2e/ are leaves: no source file imports them.",
      severity: "error",
      from: { path: "^(domain|application|adapters|web|cli|server)/" },
      to: { path: "^(tests|e2e)/" }
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true }
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true }
    }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"]
    },
    exclude: { path: "(^|/)(dist|coverage)/" }
  }
};
