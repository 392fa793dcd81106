import Box from '@mui/material/Box';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useMemo, useRef } from 'react';
import { joinPath } from '../store/paths.js';
import { SchemaNode } from './SchemaNode.js';
import { childNode, isContainer, orderedKeys, type SchemaNodeSpec } from './schemaTree.js';
import { useShownInTurns } from './useShownInTurns.js';
import { useUiOptions } from './useUiOptions.js';

export interface ObjectFieldsProps {
  path: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  readonly: boolean;
}

const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * The grid columns of an object's `columns` (1–10) by screen width: one on phones, at most two on tablets,
 * where three fields with their messages no longer fit beside a sidebar, all from large screens on. A CSS grid
 * rather than MUI's Grid: the first screen of every form then carries no grid component's code.
 */
function gridSx(columns: number) {
  return {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: track(1), sm: track(Math.min(2, columns)), lg: track(columns) },
  };
}

/** A row of fields on the grid: a text field's height and the grid's spacing below it. */
const ROW_HEIGHT = 72;

/**
 * About how tall an object's fields stand on a wide screen (fields `columns` to a row, nested objects and lists
 * a row each): the space a card keeps for them until they render.
 */
export function estimatedFieldsHeight(node: SchemaNodeSpec, columns: number): number {
  const keys = orderedKeys(node);
  const containers = keys.filter((key) => {
    const child = childNode(node, key);
    return child !== undefined && isContainer(child);
  }).length;
  return (Math.ceil((keys.length - containers) / gridColumns(columns)) + containers) * ROW_HEIGHT;
}

/** An object's `columns` option as the grid takes it: 1–10, 1 when not set. */
export function gridColumns(wanted: unknown): number {
  return typeof wanted === 'number' ? Math.min(10, Math.max(1, wanted)) : 1;
}

/**
 * The fields of an object in `ui:order`, on a grid of the object's `columns` (see responsiveColumns), a
 * screenful per render turn (see useShownInTurns). Nested objects and lists take a whole row.
 */
export const ObjectFields = memo(function ObjectFields({
  path,
  schema,
  uiSchema,
  readonly,
}: ObjectFieldsProps) {
  const columns = gridColumns(useUiOptions(uiSchema).columns);
  const { children, paths, wholeRows } = useMemo(() => {
    const nodes = orderedKeys({ schema, uiSchema }).flatMap((key) => {
      const child = childNode({ schema, uiSchema }, key);
      return child ? [{ key, ...child, required: schema.required?.includes(key) ?? false }] : [];
    });
    return {
      children: nodes,
      paths: nodes.map((child) => joinPath(path, child.key)),
      wholeRows: nodes.map((child) => isContainer(child)),
    };
  }, [path, schema, uiSchema]);
  const grid = useRef<HTMLDivElement>(null);
  const shown = useShownInTurns(paths, wholeRows, columns, grid);
  return (
    <Box ref={grid} sx={gridSx(columns)}>
      {children.slice(0, shown).map((child, index) => (
        <SchemaNode
          key={child.key}
          path={paths[index] as string}
          name={child.key}
          schema={child.schema}
          uiSchema={child.uiSchema}
          required={child.required}
          readonly={readonly}
        />
      ))}
    </Box>
  );
});
