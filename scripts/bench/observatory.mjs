// `npm run bench:observatory`: grades the site's headers with the Mozilla HTTP Observatory's own
// tests and scoring (@mdn/mdn-http-observatory), fed with a real answer of the production server.
// The local server speaks HTTP only, so the answer is graded as the HTTPS answer it becomes on
// Netlify (which also redirects HTTP to HTTPS: the redirection test assumes that route).
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startServer } from './server.mjs';

// The package downloads the HSTS preload list in a postinstall step, which cannot reach the
// network here (and is denied in allowScripts). An empty list only forgoes the «preloaded» credit.
const packageDir = path.dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
);
const preload = path.join(packageDir, 'conf', 'hsts-preload.json');
if (!existsSync(preload)) writeFileSync(preload, '{}\n');

const HOST = 'vkusno.example';
const server = await startServer();
const rows = [];
let exitCode = 0;
try {
  for (const path of ['/', '/api/time']) {
    const answer = await fetch(server.origin + path);
    const headers = Object.fromEntries(answer.headers);
    const body = await answer.text();
    const https = {
      status: answer.status,
      headers,
      verified: true,
      httpEquiv: new Map(),
      data: body,
    };
    const requests = new Requests(HOST);
    requests.responses.auto = https;
    requests.responses.https = https;
    requests.session = { url: new URL(`https://${HOST}${path}`) };
    requests.responses.http = {
      status: 301,
      headers: { location: `https://${HOST}${path}` },
      verified: true,
    };
    requests.responses.httpRedirects = [
      { url: new URL(`http://${HOST}${path}`), status: 301 },
      { url: new URL(`https://${HOST}${path}`), status: answer.status },
    ];
    requests.responses.cors = { status: 200, headers: {}, verified: true };
    requests.resources.path = body;

    let bonus = 0;
    let penalty = 0;
    const results = [];
    for (const test of ALL_TESTS) {
      try {
        const output = test(requests);
        const modifier = output.result ? getScoreModifier(output.result) : 0;
        if (modifier < 0) penalty += modifier;
        else bonus += modifier;
        results.push(
          `${output.result}${modifier ? ` (${modifier > 0 ? '+' : ''}${modifier})` : ''}`,
        );
      } catch (error) {
        // The HSTS preload list comes from the network at install time; without it, the one
        // check that reads it cannot run here.
        results.push(
          `${test.name}: not run (${error instanceof Error ? error.message.slice(0, 60) : error})`,
        );
      }
    }
    const uncurved = 100 + penalty;
    const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + penalty + bonus : uncurved;
    const { grade } = getGradeForScore(score);
    rows.push({ path, score, grade });
    console.log(`\n${path}: ${grade} (${score})\n  ${results.join('\n  ')}`);
    if (grade !== 'A+') exitCode = 1;
  }
} finally {
  server.stop();
}
console.log('\nMozilla HTTP Observatory grading (algorithm of @mdn/mdn-http-observatory):');
console.table(rows);
process.exitCode = exitCode;
