import Typography from '@mui/material/Typography';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { IconByName } from '../icons/IconByName.js';
import type { CoverlineWidgetProps } from '../widgets/widgetProps.js';
import { ForeignWidget, isOwnWidget } from './ForeignWidget.js';
import { fieldId, useFormRuntime } from './FormRuntime.js';
import { defaultWidgetName } from './schemaTree.js';
import { useUiOptions } from './useUiOptions.js';

export interface FieldNodeProps {
  path: string;
  /** Property key, the label when the schema has no title. */
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  required: boolean;
  readonly: boolean;
}

const noop = () => undefined;
/** Plain styles, not `sx`: every field of a long form renders these. */
const iconRow = { display: 'flex', gap: 8 } as const;
const besideIcon = { flex: 1, minWidth: 0 } as const;

/**
 * A field's catalogue icon, decorative, beside the widget (MUI's "input with icon" layout, which suits every
 * widget, ours or a third party's, where an adornment would need each widget's cooperation). The offset
 * centres it on an outlined input, or on the value line of a read-only field.
 */
function FieldIcon({ name, readonly }: { name: string; readonly: boolean }) {
  return <IconByName name={name} color="action" aria-hidden sx={{ mt: readonly ? 3 : 2, flexShrink: 0 }} />;
}

/**
 * One widget bound to one path of the store. It subscribes to its own path only, so a keystroke re-renders
 * this field and nothing else. A client error shows once the field is touched or while its value is undefined
 *; a server error shows until the field is edited.
 */
export const FieldNode = memo(function FieldNode({
  path,
  name,
  schema,
  uiSchema,
  required,
  readonly,
}: FieldNodeProps) {
  const runtime = useFormRuntime();
  const { store } = runtime;
  const subscribe = useCallback((listener: () => void) => store.subscribe(path, listener), [store, path]);
  const value = useSyncExternalStore(subscribe, () => store.getValue(path));
  const errors = useSyncExternalStore(subscribe, () => store.getErrors(path));
  const serverError = useSyncExternalStore(subscribe, () => store.getServerError(path));
  const touched = useSyncExternalStore(subscribe, () => store.isTouched(path));
  const options = useUiOptions(uiSchema);

  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(
    () => (element.current ? runtime.mounted.mount(path, element.current) : undefined),
    [runtime, path],
  );

  const onChange = useCallback(
    (next: unknown) => {
      store.setValue(path, next);
      runtime.validateField(path, schema, required);
    },
    [runtime, store, path, schema, required],
  );
  const onBlur = useCallback(() => {
    store.touch(path);
    void runtime.validateForm();
  }, [runtime, store, path]);

  const widgetName =
    typeof uiSchema['ui:widget'] === 'string' ? uiSchema['ui:widget'] : defaultWidgetName(schema);
  const Widget = runtime.widgets[widgetName] ?? runtime.widgets.text;
  if (!Widget) throw new Error(`No widget named ${widgetName}`);
  const shownErrors =
    serverError !== undefined
      ? [serverError]
      : errors && (touched || value === undefined)
        ? errors
        : undefined;
  const id = fieldId(runtime, path);
  const iconName = typeof options.iconName === 'string' ? options.iconName : undefined;
  const widgetProps: CoverlineWidgetProps = {
    id,
    name,
    label: schema.title ?? name,
    value,
    schema,
    uiSchema,
    options,
    required,
    readonly,
    disabled: options.disabled === true,
    rawErrors: shownErrors && [...shownErrors],
    onChange,
    onBlur: readonly ? noop : onBlur,
    onFocus: noop,
  };
  return (
    <div ref={element} data-path={path} style={iconRow}>
      {iconName !== undefined && <FieldIcon name={iconName} readonly={readonly} />}
      <div style={besideIcon}>
        {isOwnWidget(Widget) ? (
          <Widget {...widgetProps} />
        ) : (
          <ForeignWidget widget={Widget} {...widgetProps} />
        )}
        {schema.description && !readonly && (
          <Typography id={`${id}__description`} variant="caption" color="text.secondary">
            {schema.description}
          </Typography>
        )}
      </div>
    </div>
  );
});
