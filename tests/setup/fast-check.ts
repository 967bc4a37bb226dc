// Every property runs at least 1,000 times, and a failure prints its seed and path so it can be replayed.
import fc from "fast-check";

fc.configureGlobal({ numRuns: 1000, verbose: fc.VerbosityLevel.Verbose });
