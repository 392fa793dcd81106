import Box from '@mui/material/Box';
import { memo } from 'react';
import { ArrayNode } from './ArrayNode.js';
import { Collapsible } from './Collapsible.js';
import { FieldNode, type FieldNodeProps } from './FieldNode.js';
import { estimatedFieldsHeight, gridColumns, ObjectFields } from './ObjectFields.js';
import { isContainer } from './schemaTree.js';
import { hasSummary, Summary } from './Summary.js';
import { useCondition } from './useCondition.js';
import { useUiOptions } from './useUiOptions.js';

/** A nested object or list spans the whole row of its object's grid. */
const WHOLE_ROW = { gridColumn: '1 / -1' };

/**
 * One property of an object: nothing while its display condition fails or it is `hidden`; otherwise a widget
 * in one grid cell, or a whole-row object (a card, or bare fields for INLINE_FIELDS) or list (MULTIPLE_OBJECTS).
 */
export const SchemaNode = memo(function SchemaNode(props: FieldNodeProps) {
  const { path, name, schema, uiSchema, required } = props;
  const options = useUiOptions(uiSchema);
  const shown = useCondition(path, options.condition);
  if (!shown || options.hidden) return null;
  const readonly = props.readonly || options.readonly === true;
  if (!isContainer({ schema, uiSchema })) {
    return (
      <div>
        <FieldNode
          path={path}
          name={name}
          schema={schema}
          uiSchema={uiSchema}
          required={required}
          readonly={readonly}
        />
      </div>
    );
  }
  const fields = <ObjectFields path={path} schema={schema} uiSchema={uiSchema} readonly={readonly} />;
  const node = { schema, uiSchema };
  const template = typeof options.summaryTemplate === 'string' ? options.summaryTemplate : undefined;
  return (
    <Box sx={WHOLE_ROW}>
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
    </Box>
  );
});
