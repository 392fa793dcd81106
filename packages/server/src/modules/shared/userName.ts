/**
 * SQL of a user's name as lists show it: first and last name, or the e-mail when the user has neither.
 * `alias` is the `user_account` row's alias in the statement (a constant of the code).
 */
export const userNameSql = (alias: string) =>
  `coalesce(nullif(concat_ws(' ', nullif(${alias}.first_name, ''), nullif(${alias}.last_name, '')), ''), ${alias}.email)`;
