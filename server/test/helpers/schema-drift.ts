/**
 * Compares the tables of the migrated database's `public` schema with the Drizzle tables exported by
 * `src/db/schema.ts`: which tables and columns exist, each column's SQL type, nullability, kind of default
 * (none, a default, an identity, a generated expression) and each table's primary key. Default values
 * themselves are not compared (PostgreSQL keeps them as rewritten expressions such as `'{}'::jsonb`).
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** Tables of `public` that the migrations do not create: the runner's bookkeeping (`src/db/migrate.ts`). */
export const UNDESCRIBED_TABLES: readonly string[] = ['schema_migrations'];

/** One column as both sides are compared. */
export interface ColumnShape {
  type: string;
  notNull: boolean;
  /** 'none', 'default', 'identity always|by default', or 'generated'. */
  defaultKind: string;
}

/** Table → column → shape, and table → primary-key columns (sorted). */
export interface SchemaShape {
  tables: Map<string, Map<string, ColumnShape>>;
  primaryKeys: Map<string, string[]>;
}

/** Element types of arrays as information_schema names them (`udt_name` without its leading `_`). */
const UDT_NAMES: Record<string, string> = {
  int2: 'smallint', int4: 'integer', int8: 'bigint', float4: 'real', float8: 'double precision', bool: 'boolean',
  timestamptz: 'timestamp with time zone', timestamp: 'timestamp', varchar: 'character varying', bpchar: 'character',
};

/** Drizzle's spelling of a type → PostgreSQL's. */
const DRIZZLE_ALIASES: Record<string, string> = {
  serial: 'integer', smallserial: 'smallint', bigserial: 'bigint', varchar: 'character varying', char: 'character',
  'timestamp without time zone': 'timestamp', 'time without time zone': 'time',
};

interface ColumnRow {
  table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: 'YES' | 'NO';
  column_default: string | null; is_identity: 'YES' | 'NO'; identity_generation: string | null; is_generated: string;
  numeric_precision: number | null; numeric_scale: number | null; character_maximum_length: number | null;
}

function databaseType(c: ColumnRow): string {
  if (c.data_type === 'ARRAY') {
    const element = c.udt_name.slice(1);
    return `${UDT_NAMES[element] ?? element}[]`;
  }
  if (c.data_type === 'USER-DEFINED') return c.udt_name;
  if (c.data_type === 'numeric' && c.numeric_precision !== null) return `numeric(${c.numeric_precision},${c.numeric_scale ?? 0})`;
  if (c.character_maximum_length !== null) return `${c.data_type}(${c.character_maximum_length})`;
  return c.data_type === 'timestamp without time zone' ? 'timestamp' : c.data_type === 'time without time zone' ? 'time' : c.data_type;
}

function drizzleType(sqlType: string): string {
  const type = sqlType.toLowerCase().replace(/\s*,\s*/g, ',');
  const array = /(\[\])+$/.exec(type)?.[0] ?? '';
  const base = type.slice(0, type.length - array.length);
  const [, name = base, modifier = ''] = /^([a-z ]+?)(\(.*\))?$/.exec(base) ?? [];
  return `${DRIZZLE_ALIASES[name] ?? name}${modifier}${array}`;
}

function addPrimaryKey(keys: Map<string, string[]>, table: string, column: string): void {
  keys.set(table, [...(keys.get(table) ?? []), column].sort());
}

/** What the database holds in `public` (base tables only), as read through `client`. */
export async function readDatabaseShape(client: pg.ClientBase): Promise<SchemaShape> {
  const { rows } = await client.query<ColumnRow>(`
    SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default, c.is_identity,
           c.identity_generation, c.is_generated, c.numeric_precision, c.numeric_scale, c.character_maximum_length
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`);
  const keys = await client.query<{ table_name: string; column_name: string }>(`
    SELECT tc.table_name, k.column_name
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage k
        ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name AND k.table_name = tc.table_name
     WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'`);
  const shape: SchemaShape = { tables: new Map(), primaryKeys: new Map() };
  for (const c of rows) {
    if (UNDESCRIBED_TABLES.includes(c.table_name)) continue;
    const columns = shape.tables.get(c.table_name) ?? new Map<string, ColumnShape>();
    shape.tables.set(c.table_name, columns);
    const defaultKind = c.is_identity === 'YES' ? `identity ${(c.identity_generation ?? '').toLowerCase()}`
      : c.is_generated === 'ALWAYS' ? 'generated' : c.column_default !== null ? 'default' : 'none';
    columns.set(c.column_name, { type: databaseType(c), notNull: c.is_nullable === 'NO', defaultKind });
  }
  for (const k of keys.rows) {
    if (!UNDESCRIBED_TABLES.includes(k.table_name)) addPrimaryKey(shape.primaryKeys, k.table_name, k.column_name);
  }
  return shape;
}

/** What the Drizzle tables among `exports` describe; a table exported twice or outside `public` is reported. */
export function drizzleShape(exports: Record<string, unknown>): { shape: SchemaShape; problems: string[] } {
  const shape: SchemaShape = { tables: new Map(), primaryKeys: new Map() };
  const problems: string[] = [];
  for (const [exportName, value] of Object.entries(exports)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (config.schema !== undefined && config.schema !== 'public') {
      problems.push(`table "${config.name}" (export ${exportName}): declared in schema "${config.schema}", only "public" is compared`);
      continue;
    }
    if (shape.tables.has(config.name)) {
      problems.push(`table "${config.name}": exported twice by src/db/schema.ts (again as ${exportName})`);
      continue;
    }
    const columns = new Map<string, ColumnShape>();
    shape.tables.set(config.name, columns);
    for (const column of config.columns) {
      const identity = column.generatedIdentity;
      const defaultKind = identity ? `identity ${identity.type === 'always' ? 'always' : 'by default'}`
        : column.generated ? 'generated' : column.default !== undefined ? 'default' : 'none';
      columns.set(column.name, { type: drizzleType(column.getSQLType()), notNull: column.notNull, defaultKind });
      if (column.primary) addPrimaryKey(shape.primaryKeys, config.name, column.name);
    }
    for (const key of config.primaryKeys) {
      for (const column of key.columns) addPrimaryKey(shape.primaryKeys, config.name, column.name);
    }
  }
  return { shape, problems };
}

const nullability = (notNull: boolean) => (notNull ? 'NOT NULL' : 'nullable');

/** Every difference, one sentence each naming the table or column; empty when both sides agree. */
export function compareShapes(database: SchemaShape, drizzle: SchemaShape): string[] {
  const differences: string[] = [];
  for (const table of new Set([...database.tables.keys(), ...drizzle.tables.keys()])) {
    const inDatabase = database.tables.get(table);
    const inDrizzle = drizzle.tables.get(table);
    if (!inDrizzle) {
      differences.push(`table "${table}": created by the migrations, missing from src/db/schema.ts`);
      continue;
    }
    if (!inDatabase) {
      differences.push(`table "${table}": in src/db/schema.ts, not created by the migrations`);
      continue;
    }
    for (const name of new Set([...inDatabase.keys(), ...inDrizzle.keys()])) {
      const column = `column "${table}.${name}"`;
      const db = inDatabase.get(name);
      const dz = inDrizzle.get(name);
      if (!dz) differences.push(`${column}: created by the migrations, missing from src/db/schema.ts`);
      else if (!db) differences.push(`${column}: in src/db/schema.ts, not created by the migrations`);
      else {
        if (db.type !== dz.type) differences.push(`${column}: type ${db.type} in the database, ${dz.type} in src/db/schema.ts`);
        if (db.notNull !== dz.notNull) {
          differences.push(`${column}: ${nullability(db.notNull)} in the database, ${nullability(dz.notNull)} in src/db/schema.ts`);
        }
        if (db.defaultKind !== dz.defaultKind) {
          differences.push(`${column}: default ${db.defaultKind} in the database, ${dz.defaultKind} in src/db/schema.ts`);
        }
      }
    }
    const dbKey = (database.primaryKeys.get(table) ?? []).join(', ');
    const dzKey = (drizzle.primaryKeys.get(table) ?? []).join(', ');
    if (dbKey !== dzKey) differences.push(`table "${table}": primary key (${dbKey}) in the database, (${dzKey}) in src/db/schema.ts`);
  }
  return differences.sort();
}
