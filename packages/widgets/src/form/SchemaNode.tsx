import Grid from '@mui/material/Grid';
import { memo } from 'react';
import { ArrayNode } from './ArrayNode.js';
import { Collapsible } from './Collapsible.js';
import { FieldNode, type FieldNodeProps } from './FieldNode.js';
import { estimatedFieldsHeight, gridColumns, ObjectFields, responsiveColumns } from './ObjectFields.js';
import { isContainer } from './schemaTree.js';
import { hasSummary, Summary } from './Summary.js';
import { useCondition } from './useCondition.js';
import { useUiOptions } from './useUiOptions.js';

export interface SchemaNodeProps extends FieldNodeProps {
  /** Columns of the enclosing grid: a nested object or list spans them all. */
  columns: number;
}

/**
 * One property of an object: nothing while its display condition fails or it is `hidden`; otherwise a widget
 * in one grid cell, or a whole-row object (a card, or bare fields for INLINE_FIELDS) or list (MULTIPLE_OBJECTS).
 */
export const SchemaNode = memo(function SchemaNode(props: SchemaNodeProps) {
  const { path, name, schema, uiSchema, required, columns } = props;
  const options = useUiOptions(uiSchema);
  const shown = useCondition(path, options.condition);
  if (!shown || options.hidden) return null;
  const readonly = props.readonly || options.readonly === true;
  if (!isContainer({ schema, uiSchema })) {
    return (
      <Grid size={1}>
        <FieldNode
          path={path}
          name={name}
          schema={schema}
          uiSchema={uiSchema}
          required={required}
          readonly={readonly}
        />
      </Grid>
    );
  }
  const fields = <ObjectFields path={path} schema={schema} uiSchema={uiSchema} readonly={readonly} />;
  const node = { schema, uiSchema };
  const template = typeof options.summaryTemplate === 'string' ? options.summaryTemplate : undefined;
  return (
    <Grid size={responsiveColumns(columns)}>
      {schema.type === 'array' ? (
        <ArrayNode path={path} name={name} schema={schema} uiSchema={uiSchema} readonly={readonly} />
      ) : options.controlType === 'INLINE_FIELDS' ? (
        fields
      ) : (
        <Collapsible
          path={path}
          title={schema.title ?? name}
          iconName={options.iconName}
          estimatedHeight={estimatedFieldsHeight(node, gridColumns(options.columns))}
          subheader={
            hasSummary(node, template) && <Summary path={path} name={name} node={node} template={template} />
          }
        >
          {fields}
        </Collapsible>
      )}
    </Grid>
  );
});
