// npm run cms -- list <store> [--blocks] | show <store> <identifier> [--block] |
//                 set <store> <identifier> --title "…" --file body.html [--description "…"] [--inactive] [--block]
// The shop owner's CMS pages without a deploy (issue 16): the database is opened as the server does (DATABASE_URL, or
// PGlite in DATA_DIR/pglite), a body is sanitised like every CMS write, and the page is marked as the owner's so the
// seed never overwrites it. The output cache is then cleared for CMS pages through /invalidate when INVALIDATE_KEY
// is set. The embedded PGlite database has one user at a time: with it, stop the shop first.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type CmsType, cmsWriteSchema } from '../src/domain/contract/cms';
import { describeIssues } from '../src/domain/contract/envelope';
import { isStoreCode, type StoreCode } from '../src/domain/store-views';
import { CmsLimitError, createCmsService } from './modules/cms/service';
import { fail, loadConfigOrFail, openConfiguredDatabase } from './startup';

const USAGE = [
  'Usage: npm run cms -- list <ee|lv> [--blocks]',
  '       npm run cms -- show <ee|lv> <identifier> [--block]',
  '       npm run cms -- set <ee|lv> <identifier> --title "Title" --file body.html [--description "…"] [--inactive] [--block]',
].join('\n');

function parse() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        file: { type: 'string' },
        description: { type: 'string' },
        inactive: { type: 'boolean', default: false },
        block: { type: 'boolean', default: false },
        blocks: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    const [command, store, identifier] = positionals;
    if (command !== 'list' && command !== 'show' && command !== 'set')
      fail(`Unknown command "${command ?? ''}".\n${USAGE}`);
    if (!isStoreCode(store)) fail(`The store must be ee or lv, got "${store ?? ''}".\n${USAGE}`);
    const type: CmsType = values.block || values.blocks ? 'block' : 'page';
    return { command, store: store as StoreCode, identifier, type, values };
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

/** The embedded database must not be opened by two processes: refuse while the shop answers on its port. */
async function refuseWhileShopRuns(port: number, host: string) {
  const shopAnswers = await fetch(`http://${host}:${port}/api/ext/cms-data/cmsPage?size=1`, {
    signal: AbortSignal.timeout(1500),
  }).then(
    () => true,
    () => false,
  );
  if (shopAnswers) {
    fail(
      `The shop is running on the embedded database (port ${port}); stop it first, or run the shop on PostgreSQL ` +
        '(DATABASE_URL), where pages can be changed while it runs.',
    );
  }
}

async function invalidate(config: ReturnType<typeof loadConfigOrFail>) {
  if (!config.INVALIDATE_KEY) {
    return 'INVALIDATE_KEY is not set: a running shop shows the page once its cached copy expires or it restarts.';
  }
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  const url = `http://${host}:${config.PORT}/invalidate?key=${encodeURIComponent(config.INVALIDATE_KEY)}&tag=cms`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok
      ? 'Cleared the cached CMS pages of the running shop.'
      : `/invalidate answered ${response.status}.`;
  } catch {
    return 'The shop is not running; it renders the new page when it starts.';
  }
}

async function main() {
  const { command, store, identifier, type, values } = parse();
  const config = loadConfigOrFail();
  if (!config.DATABASE_URL && command === 'set')
    await refuseWhileShopRuns(config.PORT, config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST);
  const { database, target } = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const cms = createCmsService(database.db);
    if (command === 'list') {
      for (const entry of await cms.all(type, store)) {
        const flags = entry.active ? '' : ' (inactive)';
        process.stdout.write(
          `${String(entry.id).padStart(4)}  ${entry.identifier.padEnd(28)} ${entry.title}${flags}\n`,
        );
      }
      return;
    }
    if (!identifier) fail(`Name the ${type}'s identifier.\n${USAGE}`);
    if (command === 'show') {
      const entry = (await cms.all(type, store)).find((candidate) => candidate.identifier === identifier);
      if (!entry) fail(`No CMS ${type} "${identifier}" in ${store}.`);
      process.stdout.write(`${JSON.stringify(entry, null, 2)}\n`);
      return;
    }
    if (!values.file) fail(`set needs --file with the body's HTML.\n${USAGE}`);
    let content: string;
    try {
      content = readFileSync(values.file as string, 'utf8');
    } catch (error) {
      return fail(`Cannot read ${values.file}: ${(error as Error).message}`);
    }
    const existing = (await cms.all(type, store)).find((candidate) => candidate.identifier === identifier);
    const parsed = cmsWriteSchema.safeParse({
      identifier,
      title: values.title ?? existing?.title,
      content,
      metaDescription: values.description ?? existing?.meta_description,
      active: !values.inactive,
    });
    if (!parsed.success) fail(`Not saved: ${describeIssues(parsed.error)}`);
    const saved = await cms.save(type, store, parsed.data as never, { owner: true }).catch((error: unknown) => {
      if (error instanceof CmsLimitError) fail(error.message);
      throw error;
    });
    process.stdout.write(
      `Saved ${type} ${saved.id} "${saved.identifier}" in ${store} (${target}): /${store}/i/${saved.identifier}\n`,
    );
    process.stdout.write(`${await invalidate(config)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
