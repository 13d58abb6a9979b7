// npm run reviews -- list [pending|approved|rejected] | approve <id> | reject <id>
// The shop owner's review moderation (issue 16): new reviews wait until approved here. The database is opened as the
// server does (DATABASE_URL, or PGlite in DATA_DIR/pglite). The embedded PGlite database has one user at a time:
// while the shop runs on it, every command goes through the shop's moderation endpoints instead
// (`Authorization: Bearer $CMS_ADMIN_KEY`, the same key for the shop and this command), which also clear the
// product's cached pages; otherwise the cache is cleared through /invalidate when INVALIDATE_KEY is set.
import { parseArgs } from 'node:util';
import { type ModeratedReview, REVIEW_STATUSES, type ReviewStatus } from '../src/domain/contract/review';
import { createReviewService } from './modules/review/service';
import { fail, loadConfigOrFail, openConfiguredDatabase } from './startup';

const USAGE = [
  'Usage: npm run reviews -- list [pending|approved|rejected]   (pending by default)',
  '       npm run reviews -- approve <id>',
  '       npm run reviews -- reject <id>',
].join('\n');

type Command = { command: 'list'; status: ReviewStatus } | { command: 'approve' | 'reject'; id: number };

function parse(): Command {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h', default: false } },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    const [command, argument] = positionals;
    if (command === 'list') {
      const status = (argument ?? 'pending') as ReviewStatus;
      if (!REVIEW_STATUSES.includes(status)) fail(`Unknown status "${argument}".\n${USAGE}`);
      return { command, status };
    }
    if (command === 'approve' || command === 'reject') {
      const id = Number(argument);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) fail(`Name the review's id.\n${USAGE}`);
      return { command, id };
    }
    return fail(`Unknown command "${command ?? ''}".\n${USAGE}`);
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

const STORE = { 1: 'ee', 2: 'lv' } as Record<number, string>;

function printList(reviews: ModeratedReview[]) {
  if (reviews.length === 0) process.stdout.write('No reviews.\n');
  for (const review of reviews) {
    const stars = review.rating ? '★'.repeat(review.rating).padEnd(5, '☆') : '  -  ';
    process.stdout.write(
      `${String(review.id).padStart(5)}  ${STORE[review.store_id] ?? review.store_id}  product ${review.product_id}  ` +
        `${stars}  ${review.nickname}: ${review.title}\n        ${review.detail.replace(/\s+/g, ' ').slice(0, 160)}\n`,
    );
  }
}

/** Whether a shop answers on the configured port (then the embedded database is its alone). */
async function shopAnswers(origin: string): Promise<boolean> {
  return fetch(`${origin}/api/review/list?product_id=1`, { signal: AbortSignal.timeout(1500) }).then(
    (response) => response.ok,
    () => false,
  );
}

async function viaShop(origin: string, adminKey: string | undefined, path: string, method = 'GET'): Promise<unknown> {
  if (!adminKey) {
    fail(
      `The shop is running on the embedded database (${origin}); set CMS_ADMIN_KEY for the shop and this command ` +
        'to moderate reviews while it runs, or stop it first.',
    );
  }
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminKey}` },
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as { result?: unknown };
  if (!response.ok) fail(`The shop answered ${response.status}: ${String(body.result ?? '')}`);
  return body.result;
}

async function invalidate(config: ReturnType<typeof loadConfigOrFail>, productId: number) {
  if (!config.INVALIDATE_KEY) {
    return 'INVALIDATE_KEY is not set: a running shop shows the change once its cached page expires or it restarts.';
  }
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  const url = `http://${host}:${config.PORT}/invalidate?key=${encodeURIComponent(config.INVALIDATE_KEY)}&tag=P${productId},product`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok ? "Cleared the product's cached pages." : `/invalidate answered ${response.status}.`;
  } catch {
    return 'The shop is not running; it shows the change when it starts.';
  }
}

const done = (review: ModeratedReview) =>
  `Review ${review.id} (product ${review.product_id}, ${STORE[review.store_id] ?? review.store_id}) is now ${review.status}.\n`;

async function main() {
  const command = parse();
  const config = loadConfigOrFail();
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  const origin = `http://${host}:${config.PORT}`;
  if (!config.DATABASE_URL && (await shopAnswers(origin))) {
    if (command.command === 'list') {
      return printList(
        (await viaShop(
          origin,
          config.CMS_ADMIN_KEY,
          `/api/review/moderation?status=${command.status}`,
        )) as ModeratedReview[],
      );
    }
    const review = (await viaShop(
      origin,
      config.CMS_ADMIN_KEY,
      `/api/review/moderation/${command.id}/${command.command}`,
      'POST',
    )) as ModeratedReview;
    return void process.stdout.write(`${done(review)}The shop shows it at once (its cached pages were cleared).\n`);
  }
  const { database } = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const reviews = createReviewService(database.db);
    if (command.command === 'list') return printList(await reviews.moderation(command.status));
    const review = await reviews.moderate(command.id, command.command);
    if (!review) fail(`No review ${command.id}.`);
    process.stdout.write(done(review as ModeratedReview));
    process.stdout.write(`${await invalidate(config, (review as ModeratedReview).product_id)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
