import { describe, expect, it } from 'vitest';
import { ConditionError } from './conditionError.js';
import { parseCondition } from './parse.js';
import { conditionToSql, type SqlFieldMap } from './toSql.js';
import type { RuleGroup } from './types.js';

const fields: SqlFieldMap = {
  'party.name': { sql: "p.data->>'name'", type: 'string' },
  'party.age': { sql: "(p.data->>'age')::numeric", type: 'number' },
  'party.vip': { sql: "(p.data->>'vip')::boolean", type: 'boolean' },
  'party.born': { sql: 'p.birth_date', type: 'date' },
  'party.tags': { sql: 'p.tags', type: 'stringArray' },
};
const sql = (text: string, firstParam?: number) =>
  conditionToSql(parseCondition(text), fields, { firstParam });

describe('conditionToSql', () => {
  it('writes null-safe comparisons with every value as a parameter', () => {
    expect(sql('party.age >= 18 && party.name == "Smith"')).toEqual({
      sql: "(((p.data->>'age')::numeric >= $1) IS TRUE AND (p.data->>'name' = $2) IS TRUE)",
      params: [18, 'Smith'],
    });
    expect(sql('party.age != 18 || party.name == null')).toEqual({
      sql: "(NOT (((p.data->>'age')::numeric = $1) IS TRUE) OR p.data->>'name' IS NULL)",
      params: [18],
    });
    expect(sql('!((party.vip == true || party.born < "2000-01-01"))')).toEqual({
      sql: "NOT ((((p.data->>'vip')::boolean = $1) IS TRUE OR (p.birth_date < $2) IS TRUE))",
      params: [true, '2000-01-01'],
    });
  });

  it('numbers placeholders from firstParam so callers can append', () => {
    expect(sql('party.name in ["A", "B"] && party.age > 1', 4)).toEqual({
      sql: "((p.data->>'name' IN ($4, $5)) IS TRUE AND ((p.data->>'age')::numeric > $6) IS TRUE)",
      params: ['A', 'B', 1],
    });
  });

  it('matches text case-insensitively with ILIKE, escaping %, _ and \\', () => {
    expect(sql('party.name.contains("50%_off\\")')).toEqual({
      sql: "(p.data->>'name' ILIKE $1 ESCAPE '\\') IS TRUE",
      params: ['%50\\%\\_off\\\\%'],
    });
    expect(sql('party.name.startsWith("a") && !party.name.endsWith("b")').params).toEqual(['a%', '%b']);
    expect(sql('party.born.startsWith("1990")').sql).toBe(
      "(to_char(p.birth_date, 'YYYY-MM-DD') ILIKE $1 ESCAPE '\\') IS TRUE",
    );
    expect(sql('party.tags.contains("gold")')).toEqual({
      sql: '($1 = ANY(p.tags)) IS TRUE',
      params: ['gold'],
    });
  });

  it('keeps injection attempts in parameters, never in the SQL text', () => {
    for (const attempt of ["'; drop table x; --", "' OR '1'='1", '$1', '%', '_', '\\']) {
      const equal = sql(`party.name == "${attempt}"`);
      expect(equal).toEqual({ sql: "(p.data->>'name' = $1) IS TRUE", params: [attempt] });
      const contains = sql(`party.name.contains("${attempt}")`);
      expect(contains.sql).toBe("(p.data->>'name' ILIKE $1 ESCAPE '\\') IS TRUE");
      expect(contains.params).toEqual([`%${attempt.replace(/[\\%_]/g, '\\$&')}%`]);
    }
  });

  it('makes a comparison FALSE when its value cannot match the field type', () => {
    expect(sql('party.age == "18"')).toEqual({ sql: 'FALSE', params: [] });
    expect(sql('party.name > 5')).toEqual({ sql: 'FALSE', params: [] });
    expect(sql('party.born == "2000-02-30"')).toEqual({ sql: 'FALSE', params: [] });
    expect(sql('party.age.contains("1")')).toEqual({ sql: 'FALSE', params: [] });
    expect(sql('party.age != "18"')).toEqual({ sql: 'NOT (FALSE)', params: [] });
    expect(sql('party.age in ["x", 3]')).toEqual({
      sql: "((p.data->>'age')::numeric = $1) IS TRUE",
      params: [3],
    });
  });

  it('orders date-shaped text byte-wise by its day after checking its shape', () => {
    const map: SqlFieldMap = { start: { sql: "q.data->>'start'", type: 'string' } };
    expect(conditionToSql(parseCondition('start >= "2024-01-01"'), map)).toEqual({
      sql: "(q.data->>'start' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T|$)' AND left(q.data->>'start', 10) COLLATE \"C\" >= $1) IS TRUE",
      params: ['2024-01-01'],
    });
  });

  it('gives TRUE for an empty condition', () => {
    expect(sql('')).toEqual({ sql: 'TRUE', params: [] });
  });

  it('refuses a field outside the whitelist and an unknown operator', () => {
    const unknownField = () => sql('party.secret == 1');
    expect(unknownField).toThrow(ConditionError);
    expect(unknownField).toThrow(/unknownField: party.secret/);
    const withRule = (rule: object) => ({ combinator: 'and', rules: [rule] }) as RuleGroup;
    expect(() => conditionToSql(withRule({ field: 'toString', operator: '=', value: 1 }), fields)).toThrow(
      /invalidField/,
    );
    expect(() =>
      conditionToSql(withRule({ field: 'party.name', operator: '= 1; --', value: 1 }), fields),
    ).toThrow(/unsupportedOperator/);
  });
});
