// npm run cms -- list <store> [--blocks] | show <store> <identifier> [--block] |
//                 set <store> <identifier> --title "…" --file body.html [--description "…"] [--inactive] [--block]
// The shop owner's CMS pages without a deploy (issue 16): the database is opened as the server does (DATABASE_URL, or
// PGlite in DATA_DIR/pglite), a body is sanitised like every CMS write, and the page is marked as the owner's so the
// seed never overwrites it. The output cache is then cleared for CMS pages through /invalidate when INVALIDATE_KEY
// is set. The embedded PGlite database has one user at a time: while the shop runs on it, every command goes through
// the shop's HTTP API instead (set needs CMS_ADMIN_KEY, the same for the shop and this command).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CMS_MAX_COUNT, type CmsEntry, type CmsType, cmsWriteSchema } from '../src/domain/contract/cms';
import { describeIssues } from '../src/domain/contract/envelope';
import { isStoreCode, STORE_VIEWS, type StoreCode } from '../src/domain/store-views';
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

/** Whether a shop answers on the configured port (then the embedded database is its alone). */
async function shopAnswers(origin: string): Promise<boolean> {
  return fetch(`${origin}/api/ext/cms-data/cmsPage?size=1`, { signal: AbortSignal.timeout(1500) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** The running shop's answer's result, or a failure naming its message. */
async function viaShop(origin: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = (await response.json().catch(() => ({}))) as { result?: unknown };
  if (!response.ok) fail(`The shop answered ${response.status}: ${String(body.result ?? '')}`);
  return body.result;
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

function readBody(file: string | undefined): string {
  if (!file) fail(`set needs --file with the body's HTML.\n${USAGE}`);
  try {
    return readFileSync(file as string, 'utf8');
  } catch (error) {
    return fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

const printList = (entries: CmsEntry[]) => {
  for (const entry of entries) {
    const flags = entry.active ? '' : ' (inactive)';
    process.stdout.write(`${String(entry.id).padStart(4)}  ${entry.identifier.padEnd(28)} ${entry.title}${flags}\n`);
  }
};

/** While the shop runs on the embedded database, every command goes through its HTTP API. */
async function throughShop(origin: string, adminKey: string | undefined, options: ReturnType<typeof parse>) {
  const { command, store, identifier, type, values } = options;
  const name = type === 'page' ? 'Page' : 'Block';
  const storeId = STORE_VIEWS[store].storeId;
  if (command === 'list') {
    const list = (await viaShop(origin, `/api/ext/cms-data/cms${name}?storeId=${storeId}&size=${CMS_MAX_COUNT}`)) as {
      items: CmsEntry[];
    };
    return printList(list.items);
  }
  if (!identifier) fail(`Name the ${type}'s identifier.\n${USAGE}`);
  const path = `/api/ext/cms-data/cms${name}`;
  if (command === 'show') {
    const entry = await viaShop(
      origin,
      `${path}Identifier/${encodeURIComponent(identifier as string)}/storeId/${storeId}`,
    );
    return void process.stdout.write(`${JSON.stringify(entry, null, 2)}\n`);
  }
  if (!adminKey) {
    fail(
      `The shop is running on the embedded database (${origin}); set CMS_ADMIN_KEY for the shop and this command ` +
        'to change pages while it runs, or stop it first.',
    );
  }
  const saved = (await viaShop(origin, `${path}/${store}/${encodeURIComponent(identifier as string)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: values.title,
      content: readBody(values.file),
      ...(values.description === undefined ? {} : { metaDescription: values.description }),
      active: !values.inactive,
    }),
  })) as CmsEntry;
  process.stdout.write(
    `Saved ${type} ${saved.id} "${saved.identifier}" in ${store} through ${origin}: /${store}/i/${saved.identifier}\n`,
  );
  process.stdout.write('The shop shows it at once (its cached CMS pages were cleared).\n');
}

async function main() {
  const options = parse();
  const { command, store, identifier, type, values } = options;
  const config = loadConfigOrFail();
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;
  const origin = `http://${host}:${config.PORT}`;
  // The embedded PGlite database has one user at a time: while the shop runs, go through it.
  if (!config.DATABASE_URL && (await shopAnswers(origin))) return throughShop(origin, config.CMS_ADMIN_KEY, options);
  const { database, target } = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const cms = createCmsService(database.db);
    if (command === 'list') return printList(await cms.all(type, store));
    if (!identifier) fail(`Name the ${type}'s identifier.\n${USAGE}`);
    if (command === 'show') {
      const entry = (await cms.all(type, store)).find((candidate) => candidate.identifier === identifier);
      if (!entry) fail(`No CMS ${type} "${identifier}" in ${store}.`);
      process.stdout.write(`${JSON.stringify(entry, null, 2)}\n`);
      return;
    }
    const content = readBody(values.file);
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
