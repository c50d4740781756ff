// The boundaries of eslint.config.mjs fail a wrong import: one case per boundary, each with the
// right import beside it so that a rule failing everything would show too. The sources are linted
// as if they were the named files (ESLint's lintText), by the repository's own config; only the
// type-aware parsing is left out (the import rules are syntactic, and a program per case would
// take minutes). ESLint loads its config as an ES module, which jest's module registry cannot, so
// the cases run in one child process of Node.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = __dirname;
const RULE = '@typescript-eslint/no-restricted-imports';

interface Case {
  file: string;
  code: string;
}

const LINT_CASES = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file });
  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
}
const asConfigured = new ESLint({ cwd: process.cwd() });
const floating = [];
for (const file of JSON.parse(process.argv[2])) {
  const config = await asConfigured.calculateConfigForFile(file);
  floating.push(config.rules['@typescript-eslint/no-floating-promises']?.[0] ?? 0);
}
process.stdout.write(JSON.stringify({ cases: out, floating }));
`;

interface Linted {
  /** The messages of each case, in order. */
  cases: { ruleId: string | null; message: string }[][];
  /** The severity of no-floating-promises for each file asked about (2: error). */
  floating: number[];
}

/** Lints the cases and reads the configured severity of no-floating-promises: one child process for all. */
function lint(cases: Case[], floatingFiles: string[]): Linted {
  const args = ['--input-type=module', '-e', LINT_CASES, JSON.stringify(cases), JSON.stringify(floatingFiles)];
  return JSON.parse(execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' })) as Linted;
}

/** One file of every room with TypeScript. */
const FLOATING_FILES = [
  'api/app.ts',
  'bench/pipeline/run.ts',
  'console/src/App.tsx',
  'console/vite.config.ts',
  'domain/money.ts',
  'test-support/browser/browser.ts',
  'infra/config.ts',
  'migrations/20261121000003_companies.ts',
  'scripts/test/run.ts',
  'test-support/test-db.ts',
  'tools/peppol-simulator/main.ts',
  'workers/main.ts',
  'workflows/health.workflow.ts',
  'workflows/replay.int.test.ts',
  'eslint.config.test.ts',
];

// [file it pretends to be, import, refused?]
const CASES: [string, string, boolean][] = [
  // domain/ imports nothing of the product, and no Node built-in outside its tests.
  ['domain/peppol/party.ts', "import { ApiError } from '../../api/errors';", true],
  ['domain/money.ts', "import { config } from '../infra/config';", true],
  ['domain/money.ts', "import { readFileSync } from 'node:fs';", true],
  ['domain/money.ts', "import { InvoiceStatus } from './statuses';", false],
  ['domain/peppol/party.ts', "import { InvoiceStatus } from '../../domain/statuses';", false],
  ['domain/money.test.ts', "import { readFileSync } from 'node:fs';", false],
  // zod comes through domain/validation/zod.ts, which configures it first.
  ['domain/validation/fields.ts', "import { z } from 'zod';", true],
  ['domain/validation/fields.ts', "import { z } from './zod';", false],
  ['domain/validation/zod.ts', "import { z } from 'zod';", false],
  ['console/src/upload/uploadQueue.ts', "import { z } from 'zod';", true],
  ['domain/money.test.ts', "import { createTestDatabase } from '../test-support/test-db';", true],
  // console/ imports only domain/ and its own files.
  ['console/src/invoices/InvoiceList.tsx', "import { ApiError } from '../../../api/errors';", true],
  [
    'console/src/invoices/InvoiceList.tsx',
    "import { INVOICE_WORKFLOW } from '../../../workflows/invoice/contract';",
    true,
  ],
  ['console/src/App.tsx', "import { config } from '../../infra/config';", true],
  ['console/vite.config.ts', "import { config } from '../infra/config';", true],
  ['console/src/invoices/InvoiceList.tsx', "import { InvoiceStatus } from '../../../domain/statuses';", false],
  ['console/src/invoices/InvoiceList.tsx', "import { httpClient } from '../dataProvider/httpClient';", false],
  ['console/vite.config.ts', "import { HSTS_VALUE } from '../domain/security-headers';", false],
  // api/ never imports workers/, tests included.
  [
    'api/invoices/invoice-actions.service.ts',
    "import { identifyInvoice } from '../../workers/identification/identify-invoice';",
    true,
  ],
  ['api/app.ts', "import type { ExtractionResult } from '../workers/extraction/types';", true],
  ['api/invoices/invoice-upload.int.test.ts', "import { loadPdfjs } from '../../workers/extraction/pdfjs';", true],
  ['api/invoices/invoice-actions.service.ts', "import { updates } from '../../workflows/invoice/contract';", false],
  // An api router talks to its service only: no database, no models, no repository.
  ['api/emails/emails.router.ts', "import type { Knex } from 'knex';", true],
  ['api/public/forwarded-invoices.router.ts', "import { createDb } from '../../infra/db';", true],
  ['api/auth/auth.router.ts', "import type { CompanyRow } from '../models/company.model';", true],
  ['api/domains/domains.router.ts', "import { EmailDomain } from '../../api/models/domain.model';", true],
  ['api/invoices/invoices.router.ts', "import type { InvoiceListKind } from './invoices.repository';", true],
  ['api/emails/emails.router.ts', "import { loadPdfjs } from '../../workers/extraction/pdfjs';", true],
  ['api/emails/emails.router.ts', "import type { EmailsService } from './emails.service';", false],
  ['api/invoices/invoices.router.ts', "import { idParam } from '../http/params';", false],
  ['api/emails/emails.service.ts', "import type { Knex } from 'knex';", false],
  ['api/emails/emails.repository.ts', "import type { EmailRow } from './emails.mapper';", false],
  // api/health.router.ts is infrastructure: it asks the database itself whether it answers.
  ['api/health.router.ts', "import type { Knex } from 'knex';", false],
  ['api/health.router.ts', "import { AccessPointSimulator } from '../tools/peppol-simulator/simulator';", true],
  // Engines under workers/ never import workers/activities/.
  ['workers/mail/mailer.ts', "import { heartbeat } from '../activities/heartbeat';", true],
  [
    'workers/extraction/learning/learn.ts',
    "import { createExtractionActivities } from '../../activities/extraction.activities';",
    true,
  ],
  [
    'workers/invoices/transition.ts',
    "import { createInvoiceActivities } from '../../workers/activities/invoice.activities';",
    true,
  ],
  [
    'workers/identification/identification.int.test.ts',
    "import { createIdentificationActivities } from '../activities/identification.activities';",
    true,
  ],
  ['workers/financing/client.ts', "import { createInvoiceActivities } from '../activities/invoice.activities';", true],
  ['workers/activities/invoice.activities.ts', "import { sendMail } from '../mail/mailer';", false],
  ['workers/main.ts', "import { createActivities } from './activities';", false],
  ['workers/invoices/transition.ts', "import { recordInvoiceEvent } from './invoice-events';", false],
  // workflows/ (outside tests): the workflow SDK, their contracts, domain/ and activity types.
  [
    'workflows/invoice/steps.ts',
    "import { createInvoiceActivities } from '../../workers/activities/invoice.activities';",
    true,
  ],
  [
    'workflows/invoice/steps.ts',
    "import type { InvoiceActivities } from '../../workers/activities/invoice.activities';",
    false,
  ],
  [
    'workflows/invoice/steps.ts',
    "import { type InvoiceActivities } from '../../workers/activities/invoice.activities';",
    false,
  ],
  ['workflows/invoice/steps.ts', "import type { TransitionInput } from '../../workers/invoices/transition';", true],
  ['workflows/health.workflow.ts', "import { readFileSync } from 'node:fs';", true],
  ['workflows/health.workflow.ts', "import { z } from 'zod';", true],
  ['workflows/health.workflow.ts', "import { Connection } from '@temporalio/client';", true],
  ['workflows/health.workflow.ts', "import { config } from '../infra/config';", true],
  ['workflows/health.workflow.ts', "import { proxyActivities } from '@temporalio/workflow';", false],
  ['workflows/health.workflow.ts', "import { ApplicationFailure } from '@temporalio/common';", false],
  ['workflows/invoice/steps.ts', "import { InvoiceStatus } from '../../domain/statuses';", false],
  ['workflows/invoice/steps.ts', "import { TASK_QUEUES } from '../contract';", false],
  ['workflows/replay.int.test.ts', "import { workflowBundle } from '../workers/main';", false],
  // tools/ (dev tools and fixtures): never imported by the product outside its tests.
  ['workers/extraction/extract.ts', "import { score } from '../../tools/extraction-corpus/score';", true],
  [
    'workers/peppol-transport/deliver.ts',
    "import { AccessPointSimulator } from '../../tools/peppol-simulator/simulator';",
    true,
  ],
  ['workers/main.ts', "import { AccessPointSimulator } from '../tools/peppol-simulator/simulator';", true],
  [
    'workers/activities/extraction.activities.ts',
    "import { CORPUS_FILES } from '../../tools/extraction-corpus/score';",
    true,
  ],
  ['api/app.ts', "import { AccessPointSimulator } from '../tools/peppol-simulator/simulator';", true],
  ['infra/config.ts', "import { devCertificateFiles } from '../tools/peppol-simulator/certificate';", true],
  ['domain/money.ts', "import { randomInvoice } from '../tools/extraction-corpus/model';", true],
  ['console/src/App.tsx', "import { randomInvoice } from '../../tools/extraction-corpus/model';", true],
  ['workflows/health.workflow.ts', "import { randomInvoice } from '../tools/extraction-corpus/model';", true],
  ['workers/extraction/corpus.test.ts', "import { score } from '../../tools/extraction-corpus/score';", false],
  [
    'workers/activities/learning.int.test.ts',
    "import { randomInvoice } from '../../tools/extraction-corpus/model';",
    false,
  ],
  [
    'api/invoices/invoice-upload.int.test.ts',
    "import { BAD_INPUT_DIR } from '../../tools/extraction-corpus/bad-input/generate';",
    false,
  ],
  [
    'scripts/dev/access-point.ts',
    "import { devCertificateFiles } from '../../tools/peppol-simulator/certificate';",
    false,
  ],
  ['bench/pipeline/run.ts', "import { AccessPointSimulator } from '../../tools/peppol-simulator/simulator';", false],
  [
    'tools/peppol-simulator/main.ts',
    "import { foldersOf } from '../../workers/peppol-transport/create-transport';",
    false,
  ],
  // test-support/ (the tests' harness): never imported by the product outside its tests either.
  ['api/app.ts', "import { startTestApi } from '../test-support/api-harness';", true],
  ['workers/main.ts', "import { bundledWorkflows } from '../test-support/temporal-harness';", true],
  [
    'workers/peppol-transport/deliver.ts',
    "import { envelopedInvoice } from '../../test-support/peppol-envelope';",
    true,
  ],
  ['infra/db.ts', "import { createTestDatabase } from '../test-support/test-db';", true],
  ['workflows/health.workflow.ts', "import { uniqueTaskQueue } from '../test-support/temporal-harness';", true],
  ['api/users/users.int.test.ts', "import { startTestApi } from '../../test-support/api-harness';", false],
  [
    'workers/peppol-transport/classify.test.ts',
    "import { envelopedInvoice } from '../../test-support/peppol-envelope';",
    false,
  ],
  [
    'workflows/invoice/__tests__/actions.int.test.ts',
    "import { startInvoiceProcess } from '../../../test-support/invoice-process-harness';",
    false,
  ],
  // Tests import nothing from scripts/ but scripts/db/ (the migration runner and the demo seed).
  ['api/users/users.int.test.ts', "import { run } from '../../scripts/test/run';", true],
  ['workers/mail/notifier.int.test.ts', "import { startLauncher } from '../../scripts/dev/start';", true],
  ['workers/activities/learning.int.test.ts', "import { run } from '../../scripts/test/run';", true],
  ['workflows/replay.int.test.ts', "import { run } from '../scripts/test/run';", true],
  ['infra/document-store/document-store.int.test.ts', "import { run } from '../../scripts/test/run';", true],
  [
    'migrations/__tests__/migrations.int.test.ts',
    "import { ensureAccessPoint } from '../../scripts/dev/access-point';",
    true,
  ],
  ['e2e/invitation.e2e.test.ts', "import { run } from '../scripts/test/run';", true],
  [
    'tools/peppol-simulator/simulator.test.ts',
    "import { ensureAccessPoint } from '../../scripts/dev/access-point';",
    true,
  ],
  ['migrations/__tests__/migrations.int.test.ts', "import { migrateLatest } from '../../scripts/db/migrate';", false],
  ['api/demo-smoke.int.test.ts', "import { DEMO_LOGINS } from '../scripts/db/demo-seed';", false],
  ['test-support/test-db.ts', "import { migrateLatest } from '../scripts/db/migrate';", false],
  ['bench/console-pages/run.ts', "import { createTestDatabase } from '../../test-support/test-db';", false],
];

describe('lint boundaries', () => {
  const linted = lint(
    CASES.map(([file, code]) => ({ file, code: `${code}\n` })),
    FLOATING_FILES,
  );

  it.each(CASES.map((c, i) => [c[0], c[1], c[2], i] as const))('%s: %s → refused: %s', (_file, _code, refused, i) => {
    const messages = linted.cases[i]!;
    const restricted = messages.filter((m) => m.ruleId === RULE);
    // Nothing else fires on these one-liners, apart from an unused import.
    expect(messages.filter((m) => m.ruleId !== RULE && m.ruleId !== '@typescript-eslint/no-unused-vars')).toEqual([]);
    expect(restricted.length > 0).toBe(refused);
  });

  it('makes floating promises an error in every room, tests included', () => {
    expect(Object.fromEntries(FLOATING_FILES.map((f, i) => [f, linted.floating[i]]))).toEqual(
      Object.fromEntries(FLOATING_FILES.map((f) => [f, 2])),
    );
  });

  it('holds its premise: no folder inside a room is named after a room', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx)$/.test(f));
    const rooms = new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!));
    const nested = files.flatMap((f) => path.dirname(f).split('/').slice(1)).filter((segment) => rooms.has(segment));
    expect(nested).toEqual([]);
  });
});
