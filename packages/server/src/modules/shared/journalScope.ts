/**
 * Which journal rows (history, activity) the transaction's user may see, as a SQL condition on the row alias:
 * internal staff every row, deleted objects' included; an intermediary's user only the rows of objects they
 * can read — row-level security confines those tables to their intermediary's records — so a tenant-wide list
 * never names another intermediary's customers.
 */
export function journalScope(alias: string): string {
  const readable = (table: string) => `exists (select 1 from ${table} o where o.id = ${alias}.object_id)`;
  return `(current_affiliation() is null or case ${alias}.object_table
      when 'party' then ${readable('party')}
      when 'quote' then ${readable('quote')}
      when 'policy' then ${readable('policy')}
      when 'loan' then ${readable('loan')}
      when 'claim' then exists (select 1 from claim c join policy o on o.id = c.policy_id
                                 where c.id = ${alias}.object_id)
      else false end)`;
}
