#!/usr/bin/env node
// No known high or critical vulnerability in the dependencies (npm audit against the registry's
// advisories). The production tree must be clean with no exception. The whole tree, development
// tools included (they run here, in CI and on every developer's machine), must be clean but for
// the advisories accepted below, each of a development-only package with no fix to take.
// When the registry's audit service cannot be reached the audit says so plainly and the run goes
// on; STRIDE_AUDIT_REQUIRED=1 makes an unchecked tree a failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Advisory id → why it is accepted. Only ever development-only packages: the production audit ignores this list. */
const ACCEPTED_ADVISORIES = {
  'GHSA-wm7h-9275-46v2':
    'dicer (a crafted multipart header crashes the parser), via s3rver > busboy 0.3: s3rver is the S3 stand-in of the storage tests, fed only by those tests; no dicer release fixes it and s3rver has no release without it',
  'GHSA-mpg4-rc92-vx8v':
    'fast-xml-parser 3 (slow regular expression on crafted numbers), via s3rver: the same test-only S3 stand-in, parsing only the XML our tests send; its fix is fast-xml-parser 4, whose API s3rver does not use',
};

const SERIOUS = new Set(['high', 'critical']);

/** npm audit's JSON report, or why there is none. */
const audit = (args) => {
  // A registry that never answers is as unreachable as one that refuses.
  const result = spawnSync('npm', ['audit', '--json', ...args], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    report = undefined;
  }
  if (report?.metadata?.vulnerabilities) return { report };
  const reason =
    report?.message ?? report?.error?.summary ?? result.error?.message ?? result.stderr?.trim().split('\n').at(-1);
  return { unreachable: reason || 'no answer' };
};

/** The high and critical advisories of a report, once each. */
const seriousAdvisories = (report) => {
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !SERIOUS.has(via.severity)) continue;
      const id = String(via.url ?? via.source)
        .split('/')
        .at(-1);
      found.set(id, { id, severity: via.severity, name: via.name, title: via.title, url: via.url });
    }
  }
  return [...found.values()];
};

const describe = (advisory) => `${advisory.severity}: ${advisory.name}: ${advisory.title} (${advisory.url})`;

/** Runs the audit and prints what it found; answers 'clean', 'unchecked' or 'vulnerable'. */
export const auditDependencies = () => {
  const title = 'dependency audit (npm audit: no known high or critical vulnerability)';
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const production = audit(['--omit=dev']);
  const everything = production.unreachable ? production : audit([]);
  if (everything.unreachable) {
    const warning = `dependency audit NOT RUN: the registry's audit service could not be reached (${everything.unreachable})`;
    if (process.env.STRIDE_AUDIT_REQUIRED === '1') {
      console.error(`✖ ${warning}`);
      return 'vulnerable';
    }
    console.warn(`⚠ ${warning}. The dependencies are unchecked; STRIDE_AUDIT_REQUIRED=1 makes this a failure.`);
    return 'unchecked';
  }
  const inProduction = seriousAdvisories(production.report);
  const serious = seriousAdvisories(everything.report);
  const refused = [...inProduction, ...serious.filter((advisory) => !ACCEPTED_ADVISORIES[advisory.id])];
  for (const advisory of serious.filter((advisory) => ACCEPTED_ADVISORIES[advisory.id])) {
    console.log(`  accepted (development only) ${describe(advisory)}: ${ACCEPTED_ADVISORIES[advisory.id]}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (refused.length > 0) {
    for (const advisory of new Map(refused.map((advisory) => [advisory.id, advisory])).values()) {
      console.error(`  ${describe(advisory)}`);
    }
    console.error(`✖ ${title} failed after ${seconds}s (npm audit shows how to fix each)`);
    return 'vulnerable';
  }
  const { moderate, low } = everything.report.metadata.vulnerabilities;
  console.log(`✔ ${title}: ${moderate} moderate and ${low} low left (${seconds}s)`);
  return 'clean';
};

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = auditDependencies() === 'vulnerable' ? 1 : 0;
}
