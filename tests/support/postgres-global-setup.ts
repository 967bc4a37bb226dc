// Vitest global setup for the server tests on PostgreSQL: one private PostgreSQL 15 cluster for the run,
// whose admin URL the tests receive through inject("claimsDatabaseUrl"); each store gets its own database.
import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "../../scripts/postgres-cluster.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Set only in the project that runs the server tests on PostgreSQL. */
    claimsDatabaseUrl?: string;
  }
}

export const setup = async (project: TestProject): Promise<() => void> => {
  const cluster = await startPostgresCluster();
  project.provide("claimsDatabaseUrl", cluster.url);
  return () => {
    cluster.stop();
  };
};
