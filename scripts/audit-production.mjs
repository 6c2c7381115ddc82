#!/usr/bin/env node
// `npm run audit:prod`: npm's advisory check of the production dependencies (what `npm start` runs),
// failing on any high or critical advisory. It needs the registry's advisory endpoint; where that
// endpoint cannot be reached the script says so and fails, rather than passing without a check.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report:\n${run.stderr}`);
  process.exit(2);
}

// npm reports a failed request as the request itself (`statusCode`, `uri`) or as `error`.
if (report.error || report.statusCode) {
  const why = report.message || report.error?.summary || report.error?.code || `${report.statusCode} from ${report.uri}`;
  console.error(`The advisory endpoint could not be asked: ${why}`);
  process.exit(2);
}

const counts = report.metadata?.vulnerabilities ?? {};
const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => v.severity === 'high' || v.severity === 'critical');
console.log(
  `Production dependencies: ${report.metadata?.dependencies?.prod ?? '?'}; advisories: ` +
    ['critical', 'high', 'moderate', 'low', 'info'].map((level) => `${counts[level] ?? 0} ${level}`).join(', '),
);
for (const v of serious) {
  const via = v.via.map((item) => (typeof item === 'string' ? item : `${item.title} (${item.url})`)).join('; ');
  console.error(`✗ ${v.severity} in ${v.name} ${v.range}: ${via}${v.fixAvailable ? ' (fix available)' : ''}`);
}
process.exit(serious.length > 0 ? 1 : 0);
