#!/usr/bin/env node
// Adds up the vitest JSON reports of a test run into one closing line: "Tests: N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const reportsDir = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'stride-test-reports');

export const printSummary = () => {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const files = existsSync(reportsDir) ? readdirSync(reportsDir).filter((file) => file.endsWith('.json')) : [];
  for (const file of files) {
    const report = JSON.parse(readFileSync(path.join(reportsDir, file), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
};

if (import.meta.url === `file://${process.argv[1]}`) printSummary();
