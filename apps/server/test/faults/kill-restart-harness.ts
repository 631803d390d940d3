import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { callJson, createTemplate, type FaultTemplate, killServers, type RunningServer } from './fault-server.js';

// Issue 13: the real server, killed with SIGKILL in the middle of its work and started again on
// the same data (kill-restart-*.test.ts). Each case stops the server at a named statement
// (hold-statement.mjs) or at an outside event (a part file growing, a mail arriving), kills it
// there, starts it again and checks what a person sees afterwards.

/**
 * The suite runs on the embedded database, whose recovery is ours to get right: one process holds
 * its data, so a restart takes back at once the jobs a killed server left running. On PostgreSQL
 * those come back when pg-boss expires them (10 to 15 minutes), since another server may still run
 * them, and the server's own write-ahead log keeps its transactions whole.
 */
export const onEmbeddedDatabase = inject('testServerUrl') === null;

/**
 * Registers the calling file's hooks: one seeded template for its cases (on the embedded database),
 * and each case ends by killing whatever server is left, its copy of the data thrown away.
 * Answers a fresh copy of the template for one case.
 */
export const useFaultStores = () => {
  let template: FaultTemplate;
  beforeAll(async () => {
    if (onEmbeddedDatabase) template = await createTemplate();
  }, 240_000);
  afterEach(killServers);
  afterAll(() => template?.dispose());
  return () => template.copy();
};

export type CatalogueRow = { styleColorId: string; style: string; color: string };

/** The footwear style-colours a person sees at US prices (the demo catalogue's). */
export const footwearOf = async (server: RunningServer, cookie: string): Promise<CatalogueRow[]> =>
  (await callJson(server, '/api/products/fetch', { cookie, body: { limit: 1000, options: { summary: true } } })).answer
    .data;

export const newAssortment = async (server: RunningServer, cookie: string, title: string, products: CatalogueRow[]) => {
  const { status, answer } = await callJson(server, '/api/assortments', {
    cookie,
    body: { title, products: products.map(({ style, color }) => ({ style, color })) },
  });
  expect(status).toBe(200);
  return answer as { _id: string; version: number };
};
