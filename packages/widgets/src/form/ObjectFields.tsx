import Grid from '@mui/material/Grid';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useMemo } from 'react';
import { joinPath } from '../store/paths.js';
import { SchemaNode } from './SchemaNode.js';
import { childNode, orderedKeys } from './schemaTree.js';
import { useUiOptions } from './useUiOptions.js';

export interface ObjectFieldsProps {
  path: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  readonly: boolean;
}

/**
 * The grid columns of an object's `columns` (1–10) by screen width: one on phones, at most two on tablets,
 * where three fields with their messages no longer fit beside a sidebar, all from large screens on.
 */
export function responsiveColumns(columns: number) {
  return { xs: 1, sm: Math.min(2, columns), lg: columns };
}

/**
 * The fields of an object in `ui:order`, on a grid of the object's `columns` (see responsiveColumns).
 * Nested objects and lists take a whole row.
 */
export const ObjectFields = memo(function ObjectFields({
  path,
  schema,
  uiSchema,
  readonly,
}: ObjectFieldsProps) {
  const { columns: wanted } = useUiOptions(uiSchema);
  const columns = typeof wanted === 'number' ? Math.min(10, Math.max(1, wanted)) : 1;
  const children = useMemo(
    () =>
      orderedKeys({ schema, uiSchema }).flatMap((key) => {
        const child = childNode({ schema, uiSchema }, key);
        return child ? [{ key, ...child, required: schema.required?.includes(key) ?? false }] : [];
      }),
    [schema, uiSchema],
  );
  return (
    <Grid container spacing={2} columns={responsiveColumns(columns)}>
      {children.map((child) => (
        <SchemaNode
          key={child.key}
          path={joinPath(path, child.key)}
          name={child.key}
          schema={child.schema}
          uiSchema={child.uiSchema}
          required={child.required}
          readonly={readonly}
          columns={columns}
        />
      ))}
    </Grid>
  );
});
