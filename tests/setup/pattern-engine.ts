// The pattern engine (RE2) is loaded before every test file, as the server and the command line load it at
// start and the site once its first page shows: a test of a rule or a dependency matches at once.
import { loadPatternEngine } from "../../domain/validation/linear-pattern.ts";

await loadPatternEngine();
