import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useWidgets } from '../context/WidgetsContext.js';
import { joinPath } from '../store/paths.js';
import { Collapsible } from './Collapsible.js';
import { useFormRuntime } from './FormRuntime.js';
import { ObjectFields } from './ObjectFields.js';
import { childNode } from './schemaTree.js';
import { hasSummary, Summary } from './Summary.js';
import { useUiOptions } from './useUiOptions.js';

export interface ArrayNodeProps {
  path: string;
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  readonly: boolean;
}

/**
 * A new item: a deep copy of the item schema's `default` (the compiler puts the defaults of the item's fields
 * there), or an empty object for a schema without one.
 */
function newItem(items: RJSFSchema): unknown {
  return structuredClone(items.default ?? {});
}

interface ArrayItemProps {
  arrayPath: string;
  index: number;
  count: number;
  /** Object key of the list, the root of its summary template's placeholders. */
  name: string;
  /** The list's node, for the summary's lookup names. */
  list: { schema: RJSFSchema; uiSchema: UiSchema };
  title: string;
  items: RJSFSchema;
  itemsUi: UiSchema;
  readonly: boolean;
  removable: boolean;
  orderable: boolean;
  summaryTemplate: string | undefined;
}

const ArrayItem = memo(function ArrayItem(props: ArrayItemProps) {
  const {
    arrayPath,
    index,
    count,
    name,
    list,
    title,
    items,
    itemsUi,
    readonly,
    removable,
    orderable,
    summaryTemplate,
  } = props;
  const { store } = useFormRuntime();
  const { t } = useWidgets();
  const { iconName } = useUiOptions(list.uiSchema);
  const path = joinPath(arrayPath, index);
  const actions = readonly ? null : (
    <>
      {orderable && (
        <>
          <IconButton
            aria-label={t('moveUp')}
            disabled={index === 0}
            onClick={() => store.moveItem(arrayPath, index, index - 1)}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={t('moveDown')}
            disabled={index === count - 1}
            onClick={() => store.moveItem(arrayPath, index, index + 1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
        </>
      )}
      {removable && (
        <IconButton aria-label={t('remove')} onClick={() => store.removeItem(arrayPath, index)}>
          <DeleteIcon />
        </IconButton>
      )}
    </>
  );
  return (
    <Collapsible
      path={path}
      title={`${title} ${index + 1}`}
      iconName={iconName}
      subheader={
        hasSummary(list, summaryTemplate) && (
          <Summary path={path} name={name} node={list} template={summaryTemplate} />
        )
      }
      actions={actions}
    >
      <ObjectFields path={path} schema={items} uiSchema={itemsUi} readonly={readonly} />
    </Collapsible>
  );
});

/**
 * A MULTIPLE_OBJECTS list: one card per item, with add, remove and reorder kept within minItems–maxItems
 * and the UI options `addable` / `removable` / `orderable`. Items keep their React keys through moves, so
 * moving an item re-renders only the items whose position changed.
 */
export const ArrayNode = memo(function ArrayNode({ path, name, schema, uiSchema, readonly }: ArrayNodeProps) {
  const runtime = useFormRuntime();
  const { store } = runtime;
  const { t } = useWidgets();
  const options = useUiOptions(uiSchema);
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const keys = useSyncExternalStore(subscribe, () => store.getItemKeys(path));
  /** The list's own error (too few or too many items). */
  const message = useSyncExternalStore(
    subscribe,
    () => store.getServerError(path) ?? store.getErrors(path)?.[0],
  );
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(
    () => (element.current ? runtime.mounted.mount(path, element.current) : undefined),
    [runtime, path],
  );

  const list = useMemo(() => ({ schema, uiSchema }), [schema, uiSchema]);
  const item = childNode(list, '0');
  if (!item) return null;
  const title = schema.title ?? name;
  const { minItems = 0, maxItems } = schema;
  const addable =
    !readonly && options.addable !== false && (maxItems === undefined || keys.length < maxItems);
  const removable = !readonly && options.removable !== false && keys.length > minItems;
  const orderable = !readonly && options.orderable !== false && keys.length > 1;
  const summaryTemplate = typeof options.summaryTemplate === 'string' ? options.summaryTemplate : undefined;
  return (
    <Stack ref={element} data-path={path} spacing={1} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {message && (
        <Typography variant="caption" color="error">
          {message}
        </Typography>
      )}
      {keys.length === 0 && readonly && (
        <Typography variant="body2" color="text.secondary">
          {t('noRecordsToDisplay')}
        </Typography>
      )}
      {keys.map((key, index) => (
        <ArrayItem
          key={key}
          arrayPath={path}
          index={index}
          count={keys.length}
          name={name}
          list={list}
          title={title}
          items={item.schema}
          itemsUi={item.uiSchema}
          readonly={readonly}
          removable={removable}
          orderable={orderable}
          summaryTemplate={summaryTemplate}
        />
      ))}
      {addable && (
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => store.insertItem(path, keys.length, newItem(item.schema))}
        >
          {t('add')}
        </Button>
      )}
    </Stack>
  );
});
