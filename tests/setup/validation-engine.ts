// The validation engine (the rules, the date rules among them, and RE2) is loaded before every test file, as
// the server and the command line load it with the case: a rule or a dependency runs at once.
import { loadValidationEngine } from "../../domain/validation/validation-engine.ts";

await loadValidationEngine();
