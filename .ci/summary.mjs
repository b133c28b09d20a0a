// Reads the stages that .ci/run recorded and the JSON reports of Vitest and Playwright, prints
// one line per stage and, last, `N passed, N failed`; exits 1 when anything failed.
// A static check (lint, typecheck, build) counts as one test; a setup step counts only when it fails.
// A test stage whose report is missing, or whose runner failed with no failed test in its
// report (a file that did not load, an unhandled error), adds one failure.
import { existsSync, readFileSync } from 'node:fs';

const stagesFile = process.argv[2] ?? '.tmp/ci/stages.tsv';
const rows = readFileSync(stagesFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [name, kind, code, seconds, report] = line.split('\t');
    return { name, kind, code: Number(code), seconds: Number(seconds), report };
  });

function readReport(file) {
  if (!file || file === '-' || !existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(report) {
  let failed = report.numFailedTests ?? 0;
  // A test file that failed without a failing test (it did not load, or a hook threw).
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) failed += 1;
  }
  return { passed: report.numPassedTests ?? 0, failed, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) };
}

/** The failing tests of a Vitest report, as `file › name`: what to open first when CI is red. */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? '').replace(/^.*?\/(apps|packages)\//, '$1/');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) names.push(`failed  ${path} › ${t.fullName ?? t.title}`);
    if (file.status === 'failed' && failedTests.length === 0) names.push(`failed  ${path} (did not load, or a hook threw)`);
  }
  return names;
}

/** The failing and flaky journeys of a Playwright report, as `file › title`. */
function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const label = test.status === 'flaky' ? 'flaky ' : 'failed';
        names.push(
          `${label}  ${spec.file ?? suite.file} › ${[...titles, spec.title].join(' › ')}${test.projectName ? ` [${test.projectName}]` : ''}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    names.push(
      `error   ${String(error.message ?? '')
        .split('\n')[0]
        .slice(0, 200)}`,
    );
  return names;
}

function countPlaywright(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  };
}

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const failures = [];
for (const row of rows) {
  let result;
  let note = '';
  if (row.kind === 'check') {
    result = row.code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  } else if (row.kind === 'setup') {
    result = { passed: 0, failed: row.code === 0 ? 0 : 1, skipped: 0 };
    note = row.code === 0 ? 'ok' : 'FAILED';
  } else {
    const report = readReport(row.report);
    if (!report) {
      result = { passed: 0, failed: 1, skipped: 0 };
      note = 'no report';
    } else {
      result = row.kind === 'vitest' ? countVitest(report) : countPlaywright(report);
      const names = row.kind === 'vitest' ? vitestFailures(report) : playwrightFailures(report);
      for (const name of names.slice(0, 15)) failures.push(`  ${row.name}: ${name}`);
      if (names.length > 15) failures.push(`  ${row.name}: … and ${names.length - 15} more`);
      if (row.code !== 0 && result.failed === 0) {
        result.failed = 1;
        note = `runner exited ${row.code}`;
      }
      if (result.flaky) note = `${result.flaky} flaky (passed on retry)`;
    }
  }
  total.passed += result.passed;
  total.failed += result.failed;
  total.skipped += result.skipped;
  const counts =
    row.kind === 'setup' ? '' : `${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''}`;
  lines.push(
    `  ${row.name.padEnd(16)} ${String(row.seconds).padStart(4)} s  exit ${String(row.code).padEnd(4)} ${counts}${note ? `  (${note})` : ''}`,
  );
}

const seconds = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(`CI stages (${Math.floor(seconds / 60)} min ${seconds % 60} s in all):`);
for (const line of lines) console.log(line);
if (failures.length > 0) {
  console.log('Failed or flaky tests:');
  for (const line of failures) console.log(line);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 && rows.length > 0 ? 0 : 1);
