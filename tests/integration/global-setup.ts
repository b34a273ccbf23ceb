/**
 * Starts a throwaway PostgreSQL cluster for the integration tests (tests/support/pg-cluster.ts).
 * Tests get its URL with inject("databaseUrl") and create their own databases in it. It is
 * stopped and deleted afterwards. Needs the PostgreSQL 15 server binaries (PGBIN).
 */
import type { TestProject } from "vitest/node";
import { startPgCluster } from "../support/pg-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  project.provide("databaseUrl", cluster.url);
  return () => cluster.stop();
}
