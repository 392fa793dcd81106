/**
 * Property tests: for random rule groups and random data (missing, null and wrongly typed values included), the
 * evaluator, the JSON Schema under ajv, the CEL text read back, and the SQL run by PostgreSQL all agree.
 */
import { PGlite } from '@electric-sql/pglite';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConditionError } from './conditionError.js';
import { evaluateCondition } from './evaluate.js';
import { formatCondition } from './format.js';
import { parseCondition, tryParseCondition } from './parse.js';
import { conditionToJsonSchema } from './toJsonSchema.js';
import { conditionToSql, type SqlFieldMap } from './toSql.js';
import type { RuleGroup } from './types.js';
import {
  conditionDate as date,
  conditionNumber as number,
  conditionTexts as texts,
  everyCharacter,
  ruleGroups,
  sqlCharacter,
} from '../../test-support/conditionArbitraries.js';

/** Generous: the runs take a few seconds, more on a busy machine. */
const PROPERTY_TIMEOUT = 120_000;

describe('agreement of evaluator, JSON Schema and CEL text', () => {
  const paths = ['n', 's', 'flag', 'o.n', 'o.s', 'o.d', 'o.tags', 'o.p.q'];
  const groups = ruleGroups(paths, everyCharacter);
  const junk = fc.oneof(fc.constant(null), number, texts(everyCharacter), fc.constant([]));
  const value = fc.oneof(
    number,
    texts(everyCharacter),
    fc.boolean(),
    fc.constant(null),
    fc.array(texts(everyCharacter), { maxLength: 3 }),
  );
  const nested = fc.record(
    {
      n: value,
      s: value,
      d: value,
      tags: value,
      p: fc.oneof(fc.record({ q: value }, { requiredKeys: [] }), junk),
    },
    { requiredKeys: [] },
  );
  const root = fc.record(
    { n: value, s: value, flag: value, o: fc.oneof(nested, junk) },
    { requiredKeys: [] },
  );
  const data = fc.array(fc.oneof({ weight: 9, arbitrary: root }, { weight: 1, arbitrary: junk }), {
    minLength: 1,
    maxLength: 12,
  });

  it(
    'a data root satisfies conditionToJsonSchema exactly when evaluateCondition holds',
    { timeout: PROPERTY_TIMEOUT },
    () => {
      const ajv = new Ajv2020({ strict: true });
      addFormats.default(ajv);
      fc.assert(
        fc.property(groups, data, (group, roots) => {
          const validate = ajv.compile(conditionToJsonSchema(group));
          for (const root of roots) expect(validate(root)).toBe(evaluateCondition(group, root));
        }),
        { numRuns: 500 },
      );
    },
  );

  it(
    'formatted text reads back to an equivalent group, and reformats to itself',
    { timeout: PROPERTY_TIMEOUT },
    () => {
      fc.assert(
        fc.property(groups, data, (group, roots) => {
          const text = writable(group);
          fc.pre(text !== undefined);
          const back = tryParseCondition(text);
          expect(back).toBeDefined();
          const normal = formatCondition(back as RuleGroup);
          expect(formatCondition(parseCondition(normal))).toBe(normal);
          for (const root of roots)
            expect(evaluateCondition(text, root)).toBe(evaluateCondition(group, root));
        }),
        { numRuns: 300 },
      );
    },
  );
});

function writable(group: RuleGroup): string | undefined {
  try {
    return formatCondition(group);
  } catch (error) {
    if (error instanceof ConditionError && error.code === 'unwritableText') return undefined;
    throw error;
  }
}

/** A row of typed columns; for the evaluator, a null is a JSON null or (omitNulls) a missing key. */
interface Row {
  n: number | null;
  s: string | null;
  flag: boolean | null;
  d: string | null;
  tags: string[] | null;
  omitNulls: boolean;
}

describe('agreement of evaluator and SQL on PostgreSQL', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(
      'CREATE TABLE item (id int PRIMARY KEY, n numeric, s text, flag boolean, d date, tags text[])',
    );
  }, PROPERTY_TIMEOUT);
  afterAll(() => db.close());

  const fields: SqlFieldMap = {
    n: { sql: 'n', type: 'number' },
    s: { sql: 's', type: 'string' },
    flag: { sql: 'flag', type: 'boolean' },
    'o.d': { sql: 'd', type: 'date' },
    'o.tags': { sql: 'tags', type: 'stringArray' },
  };
  const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
  const row: fc.Arbitrary<Row> = fc.record({
    n: nullable(number),
    s: nullable(texts(sqlCharacter)),
    flag: nullable(fc.boolean()),
    d: nullable(date),
    tags: nullable(fc.array(fc.string({ unit: sqlCharacter, maxLength: 3 }), { maxLength: 3 })),
    omitNulls: fc.boolean(),
  });
  const asData = ({ n, s, flag, d, tags, omitNulls }: Row) => {
    const keep = (entries: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null || !omitNulls));
    return keep({ n, s, flag, o: keep({ d, tags }) });
  };

  async function matchingIds(group: RuleGroup, rows: Row[]): Promise<number[]> {
    await db.exec('DELETE FROM item');
    for (const [id, { n, s, flag, d, tags }] of rows.entries()) {
      await db.query('INSERT INTO item VALUES ($1, $2, $3, $4, $5, $6)', [id, n, s, flag, d, tags]);
    }
    const { sql, params } = conditionToSql(group, fields, { firstParam: 2 });
    const result = await db.query<{ id: number }>(
      `SELECT id FROM item WHERE id >= $1 AND ${sql} ORDER BY id`,
      [0, ...params],
    );
    return result.rows.map(({ id }) => id);
  }

  it(
    'selects exactly the rows for which evaluateCondition holds',
    { timeout: PROPERTY_TIMEOUT },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          ruleGroups(Object.keys(fields), sqlCharacter),
          fc.array(row, { minLength: 1, maxLength: 8 }),
          async (group, rows) => {
            const expected = rows.flatMap((candidate, id) =>
              evaluateCondition(group, asData(candidate)) ? [id] : [],
            );
            expect(await matchingIds(group, rows)).toEqual(expected);
          },
        ),
        { numRuns: 200 },
      );
    },
  );

  it('matches injection attempts and LIKE characters literally', async () => {
    const names = ["'; drop table item; --", '50%', '5_0', 'c:\\dir', 'plain'];
    const rows = names.map((s) => ({ n: null, s, flag: null, d: null, tags: null, omitNulls: true }));
    for (const [index, name] of names.entries()) {
      expect(await matchingIds(parseCondition(`s == "${name}"`), rows)).toEqual([index]);
      expect(await matchingIds(parseCondition(`s.contains("${name}")`), rows)).toEqual([index]);
    }
    expect(await matchingIds(parseCondition('s.endsWith("%")'), rows)).toEqual([1]);
  });
});
