// Fast inserts for seeding: one parameter per column (a text array) unnested in SQL, instead of one parameter per
// value. Drizzle's per-value query building dominated the seed (about 5x slower for the benchmark catalogue); the
// rows still go in batches and every value is still a bound parameter, cast to its column type by PostgreSQL.
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Rows per INSERT. */
export const INSERT_BATCH_SIZE = 500;

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/** The type a text value is cast to; serial types are plain integers once stored. */
function castType(column: PgColumn): string {
  const type = column.getSQLType();
  const serials: Record<string, string> = { serial: 'integer', smallserial: 'smallint', bigserial: 'bigint' };
  return serials[type] ?? type;
}

function arrayLiteral(items: readonly unknown[]): string {
  const element = (item: unknown) =>
    item === null || item === undefined ? 'NULL' : `"${String(item).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${items.map(element).join(',')}}`;
}

/** A value as PostgreSQL text input for its column. */
function toText(column: PgColumn, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return String(value);
}

/**
 * Inserts `rows` into `table` in batches of INSERT_BATCH_SIZE. The columns are those set in the first row; every
 * row must set the same ones (a missing value is inserted as NULL, not as the column default).
 */
export async function bulkInsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  /** Called after each batch with the number of rows it inserted (progress displays). */
  onBatch?: (inserted: number) => void,
) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(
    ([key]) => (first as Record<string, unknown>)[key] !== undefined,
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const selected = sql.join(
    columns.map(([, column], i) => sql.raw(`c${i}::${castType(column)}`)),
    sql`, `,
  );
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(', '));
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    const batch = rows.slice(start, start + INSERT_BATCH_SIZE) as Record<string, unknown>[];
    const arrays = sql.join(
      columns.map(([key, column]) => sql`${sql.param(batch.map((row) => toText(column, row[key])))}::text[]`),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${names}) select ${selected} from unnest(${arrays}) as t(${aliases})`);
    onBatch?.(batch.length);
  }
}
